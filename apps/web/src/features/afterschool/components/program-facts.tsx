import { useId } from 'react';
import { formatCents, formatDate, formatTimeRange, WEEKDAYS, type Program } from '@kingside/shared';

function schedule(program: Program): string | null {
  if (program.dayOfWeek === null) return null;
  const day = `${WEEKDAYS[program.dayOfWeek]}s`;
  return program.startTime && program.endTime
    ? `${day}, ${formatTimeRange(program.startTime, program.endTime)}`
    : day;
}

/** The program a form registers for, as the club entered it: place, price, schedule, seats. */
export function ProgramFacts({ program }: { program: Program }) {
  const headingId = useId();
  const facts: [term: string, detail: string | null][] = [
    ['Location', program.locationName],
    ['Price', `${formatCents(program.priceCents)} ${program.priceUnit}`],
    ['Schedule', schedule(program)],
    ['Starts', program.startDate && formatDate(program.startDate)],
    ['Seats', program.maxStudents === null ? null : String(program.maxStudents)],
  ];
  return (
    <section className="program-facts" aria-labelledby={headingId}>
      <h2 id={headingId} className="card-title">
        {program.name}
      </h2>
      {program.description && <p>{program.description}</p>}
      <dl className="facts">
        {facts
          .filter(([, detail]) => detail)
          .map(([term, detail]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{detail}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
