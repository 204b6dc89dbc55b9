import { formatDate, formatTime, type CalendarEvent } from '@kingside/shared';
import { CalendarEventLink } from '@/features/calendar/components/calendar-event-link';

/** The days of a month that have events, each with its events in time order. */
export function ListView({
  days,
  eventsByDay,
  timeZone,
  label,
}: {
  /** 'YYYY-MM-DD', in order. */
  days: string[];
  eventsByDay: Map<string, CalendarEvent[]>;
  timeZone?: string;
  label: string;
}) {
  const busyDays = days.filter((day) => eventsByDay.has(day));
  if (busyDays.length === 0) return <p>No events this month.</p>;
  return (
    <ol className="agenda" aria-label={label}>
      {busyDays.map((day) => (
        <li key={day} className="agenda-day">
          <h3>{formatDate(day, { style: 'long' })}</h3>
          <ul className="agenda-events">
            {eventsByDay.get(day)?.map((event) => (
              <li key={event.id} className={`kind-${event.kind}`}>
                <span className="agenda-time">
                  {formatTime(event.start, { timeZone })} – {formatTime(event.end, { timeZone })}
                </span>
                <CalendarEventLink event={event}>{event.title}</CalendarEventLink>
                {event.location && <span className="muted">{event.location}</span>}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
