import { useId } from 'react';
import { formatCents, formatDate, formatTimeRange, WEEKDAYS, type Program } from '@kingside/shared';
import { Link } from 'react-router';

/** When a program meets, e.g. "Saturdays, 10:00 AM – 11:00 AM", or "By appointment". */
export function programSchedule(program: Program): string {
  if (program.dayOfWeek === null) return 'By appointment';
  const day = `${WEEKDAYS[program.dayOfWeek]}s`;
  return program.startTime && program.endTime
    ? `${day}, ${formatTimeRange(program.startTime, program.endTime)}`
    : day;
}

function classSize(maxStudents: number): string {
  return maxStudents === 1 ? 'One-to-one' : `Up to ${maxStudents} students`;
}

/** One class or program: price with registration fee, class size, schedule and dates. */
export function ProgramCard({
  program,
  registerTo,
}: {
  program: Program;
  /** Where its Register link goes; no link when absent. */
  registerTo?: string;
}) {
  const fee = program.registrationFeeCents;
  const headingId = useId();
  return (
    <article className="card" aria-labelledby={headingId}>
      <h3 id={headingId}>{program.name}</h3>
      {program.level && <p className="muted">{program.level}</p>}
      {program.description && <p>{program.description}</p>}
      <dl className="facts">
        <dt>Price</dt>
        <dd>
          {formatCents(program.priceCents, { omitZeroCents: true })} {program.priceUnit}
          {fee !== null &&
            fee > 0 &&
            ` + ${formatCents(fee, { omitZeroCents: true })} registration fee`}
        </dd>
        {program.maxStudents !== null && (
          <>
            <dt>Class size</dt>
            <dd>{classSize(program.maxStudents)}</dd>
          </>
        )}
        <dt>Schedule</dt>
        <dd>{programSchedule(program)}</dd>
        {program.startDate && (
          <>
            <dt>{program.endDate ? 'Dates' : 'Starts'}</dt>
            <dd>
              {program.endDate
                ? `${formatDate(program.startDate)} – ${formatDate(program.endDate)}`
                : formatDate(program.startDate)}
            </dd>
          </>
        )}
      </dl>
      {registerTo && (
        <div className="card-actions">
          <Link to={registerTo} className="button button-primary">
            Register for {program.locationName ?? program.name}
          </Link>
        </div>
      )}
    </article>
  );
}
