import { formatDate, formatTime, WEEKDAYS, type CalendarEvent } from '@kingside/shared';
import { CalendarEventLink } from '@/features/calendar/components/calendar-event-link';

/**
 * A month as a table: a column per weekday, a row per week; each day lists its events (time and
 * title) as links. Days of the neighbouring months are shown muted.
 */
export function MonthView({
  month,
  weeks,
  eventsByDay,
  today,
  timeZone,
  caption,
}: {
  /** 'YYYY-MM' */
  month: string;
  /** From monthGrid(month). */
  weeks: string[][];
  eventsByDay: Map<string, CalendarEvent[]>;
  /** 'YYYY-MM-DD' in the club's time zone; that cell is marked as the current date. */
  today: string;
  timeZone?: string;
  caption: string;
}) {
  return (
    <table className="month-grid">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((day) => (
            <th key={day} scope="col">
              <span aria-hidden="true">{day.slice(0, 3)}</span>
              <span className="visually-hidden">{day}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const events = eventsByDay.get(day) ?? [];
              return (
                <td
                  key={day}
                  className={day.startsWith(month) ? undefined : 'outside-month'}
                  aria-current={day === today ? 'date' : undefined}
                >
                  <span className="day-number">
                    <span className="visually-hidden">{formatDate(day, { style: 'long' })}</span>
                    <span aria-hidden="true">{Number(day.slice(8))}</span>
                  </span>
                  {events.length > 0 && (
                    <ul className="day-events">
                      {events.map((event) => {
                        const time = formatTime(event.start, { timeZone });
                        return (
                          <li key={event.id}>
                            <CalendarEventLink
                              event={event}
                              className={`event-chip kind-${event.kind}`}
                              title={`${time} ${event.title}`}
                            >
                              <span className="event-time">{time}</span> {event.title}
                            </CalendarEventLink>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
