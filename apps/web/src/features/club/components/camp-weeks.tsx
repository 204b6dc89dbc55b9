import {
  formatCents,
  formatDate,
  formatDateRange,
  formatTimeRange,
  type CampEvent,
} from '@kingside/shared';

type CampWeek = { name: string; start: string; end: string; slots: CampEvent[] };

/** Camp slots grouped by their event (week), in the order the server sorted them. */
function campWeeks(events: CampEvent[]): CampWeek[] {
  const weeks = new Map<string, CampWeek>();
  for (const event of events) {
    const week = weeks.get(event.eventName) ?? {
      name: event.eventName,
      start: event.startDate,
      end: event.endDate,
      slots: [],
    };
    if (event.startDate < week.start) week.start = event.startDate;
    if (event.endDate > week.end) week.end = event.endDate;
    week.slots.push(event);
    weeks.set(event.eventName, week);
  }
  return [...weeks.values()];
}

function SlotPrice({ slot, today }: { slot: CampEvent; today: string }) {
  const unit = `per ${slot.eventUnit}-day week`;
  const early = slot.earlyBirdPriceCents;
  const deadline = slot.earlyBirdDeadline;
  if (early !== null && deadline !== null && today <= deadline) {
    return (
      <>
        <strong>{formatCents(early, { omitZeroCents: true })}</strong> {unit} early bird until{' '}
        {formatDate(deadline)}, then {formatCents(slot.priceCents, { omitZeroCents: true })}
      </>
    );
  }
  return (
    <>
      <strong>{formatCents(slot.priceCents, { omitZeroCents: true })}</strong> {unit}
    </>
  );
}

/** Each camp week with its dates, and its slots with hours and prices (early bird while it lasts). */
export function CampWeeks({ events, today }: { events: CampEvent[]; today: string }) {
  return (
    <div className="grid">
      {campWeeks(events).map((week, i) => (
        <article key={week.name} className="card camp-week" aria-labelledby={`camp-week-${i}`}>
          <h3 id={`camp-week-${i}`}>{week.name}</h3>
          <p className="muted">{formatDateRange(week.start, week.end)}</p>
          <ul className="slot-list">
            {week.slots.map((slot) => (
              <li key={slot.id}>
                {slot.eventSlot}, {formatTimeRange(slot.startTime, slot.endTime)}
                <br />
                <SlotPrice slot={slot} today={today} />
              </li>
            ))}
          </ul>
        </article>
      ))}
    </div>
  );
}
