import { dateKeyIn, type CalendarEvent, type CalendarKind } from '@kingside/shared';
import { Link, useSearchParams } from 'react-router';
import { ErrorNotice } from '@/components/notice';
import { PageTitle } from '@/components/page-title';
import { ScreenFit } from '@/components/screen-fit';
import { useCalendarEvents } from '@/features/calendar/api/get-calendar-events';
import { ListView } from '@/features/calendar/components/list-view';
import { MonthView } from '@/features/calendar/components/month-view';
import {
  addMonths,
  formatMonth,
  isMonth,
  monthGrid,
} from '@/features/calendar/utils/calendar-dates';
import { useClub } from '@/lib/club';
import { useBrowserValue } from '@/lib/use-browser-value';

const KIND_LABELS: Record<CalendarKind, string> = {
  class: 'Classes',
  camp: 'Summer camp',
  tournament: 'Tournaments',
};

type View = 'month' | 'list';

/** Events by the day they start on in the club's time zone, each day in time order. */
function groupByDay(events: CalendarEvent[], timeZone?: string): Map<string, CalendarEvent[]> {
  const byDay = new Map<string, CalendarEvent[]>();
  for (const event of [...events].sort((a, b) => a.start.localeCompare(b.start))) {
    const day = dateKeyIn(event.start, timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  return byDay;
}

/**
 * /calendar: classes, camps and tournaments in a month grid (on a phone, its days as a list) or as
 * a list (?view=list), one month at a time (?month=YYYY-MM, this month by default), with the
 * iCalendar feed to subscribe to.
 */
export function CalendarPage() {
  const { data: club } = useClub();
  const [params] = useSearchParams();
  const timeZone = club?.timezone;
  const today = dateKeyIn(new Date(), timeZone);
  const monthParam = params.get('month');
  const month = isMonth(monthParam) ? monthParam : today.slice(0, 7);
  const view: View = params.get('view') === 'list' ? 'list' : 'month';
  const weeks = monthGrid(month);
  const range = { from: weeks[0]?.[0] ?? `${month}-01`, to: weeks.at(-1)?.at(-1) ?? `${month}-28` };
  const events = useCalendarEvents(range);
  const eventsByDay = groupByDay(events.data ?? [], timeZone);
  const monthName = formatMonth(month);
  const href = (next: { month?: string; view?: View }) => {
    const query = new URLSearchParams({ month: next.month ?? month });
    if ((next.view ?? view) === 'list') query.set('view', 'list');
    return `?${query}`;
  };
  const feedPath = '/api/calendar.ics';
  // The subscription link names this site's host, known in the browser (after hydration); until
  // then it is the feed's own address, which a calendar app can subscribe to as well.
  const host = useBrowserValue(() => window.location.host);
  const list = events.isPending ? null : (
    <ListView
      days={weeks.flat().filter((day) => day.startsWith(month))}
      eventsByDay={eventsByDay}
      timeZone={timeZone}
      label={`Events in ${monthName}`}
    />
  );

  return (
    <>
      <PageTitle
        title="Calendar"
        description="Upcoming chess classes, summer camp weeks and tournaments, by month or as a list, with an iCalendar feed."
      />
      <p className="lead">Classes, summer camp weeks and tournaments at a glance.</p>
      <p>
        <a href={host ? `webcal://${host}${feedPath}` : feedPath}>Subscribe in your calendar</a>
        {' · '}
        <a href={feedPath} download="kingside-calendar.ics">
          Download the iCalendar file
        </a>
      </p>

      <div className="calendar-toolbar section">
        <h2 id="calendar-month" aria-live="polite">
          {monthName}
        </h2>
        <div className="row">
          <Link className="button button-outlined" to={href({ month: addMonths(month, -1) })}>
            Previous month
          </Link>
          <Link className="button button-outlined" to={href({ month: addMonths(month, 1) })}>
            Next month
          </Link>
        </div>
        <div className="segmented" role="group" aria-label="View">
          {(['month', 'list'] as const).map((option) => (
            <Link
              key={option}
              to={href({ view: option })}
              className="button button-outlined"
              aria-current={view === option ? 'true' : undefined}
              replace
            >
              {option === 'month' ? 'Month' : 'List'}
            </Link>
          ))}
        </div>
      </div>
      <ul className="calendar-legend" aria-label="Event kinds">
        {Object.entries(KIND_LABELS).map(([kind, label]) => (
          <li key={kind} className={`kind-${kind}`}>
            <span className="kind-dot" aria-hidden="true" />
            {label}
          </li>
        ))}
      </ul>
      {/* Always there, one line tall, so the grid does not move when loading ends. */}
      <p className="calendar-status loading" role="status">
        {events.isPending || events.isPlaceholderData ? 'Loading events…' : ''}
      </p>
      {events.isError && <ErrorNotice error={events.error} />}
      {view === 'month' ? (
        // A phone's month reads as its days with their events: a grid's chips would be cut short.
        <ScreenFit
          below="phone"
          wide={
            <MonthView
              month={month}
              weeks={weeks}
              eventsByDay={eventsByDay}
              today={today}
              timeZone={timeZone}
              caption={`Events in ${monthName}`}
            />
          }
          narrow={list}
        />
      ) : (
        list
      )}
    </>
  );
}
