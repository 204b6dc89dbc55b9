import { formatCents, type Coach } from '@kingside/shared';

/** A coach's monthly prices; an offer the coach does not make (null price) is left out. */
export function CoachPrices({ coach }: { coach: Coach }) {
  const online = coach.privateOnlineMonthlyCents;
  const rows: [label: string, cents: number | null][] = [
    ['Group classes', coach.groupMonthlyCents],
    [online === null ? 'Private lessons' : 'Private lessons, in person', coach.privateMonthlyCents],
    ['Private lessons, online', online],
  ];
  const offered = rows.filter((row): row is [string, number] => row[1] !== null);
  if (offered.length === 0) return null;
  return (
    <ul className="price-list" aria-label={`Prices of ${coach.firstName} ${coach.lastName}`}>
      {offered.map(([label, cents]) => (
        <li key={label}>
          <span>{label}</span>
          <span>{formatCents(cents, { omitZeroCents: true })} per month</span>
        </li>
      ))}
    </ul>
  );
}
