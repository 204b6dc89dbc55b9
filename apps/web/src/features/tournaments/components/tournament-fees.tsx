import { formatCents, formatDate, type MajorEventFees, type Tournament } from '@kingside/shared';

const money = (cents: number) => formatCents(cents, { omitZeroCents: true });

/** A major event's fees: sections × early-bird, regular and late, then the discount and play-up fee. */
function MajorFeesTable({ fees }: { fees: MajorEventFees }) {
  return (
    <>
      <div className="table-scroll">
        <table className="data-table" aria-label="Entry fees">
          <thead>
            <tr>
              <th scope="col">Section</th>
              <th scope="col" className="numeric">
                Early bird
                {fees.earlyBirdDeadline && <> (before {formatDate(fees.earlyBirdDeadline)})</>}
              </th>
              <th scope="col" className="numeric">
                Regular
              </th>
              <th scope="col" className="numeric">
                Late
                {fees.lateEntryStartDate && <> (from {formatDate(fees.lateEntryStartDate)})</>}
              </th>
              <th scope="col">Rated</th>
            </tr>
          </thead>
          <tbody>
            {fees.sections.map((s) => (
              <tr key={s.name}>
                <th scope="row">{s.name}</th>
                <td className="numeric">{money(s.earlyBirdEntryFeeCents)}</td>
                <td className="numeric">{money(s.entryFeeCents)}</td>
                <td className="numeric">{money(s.lateEntryFeeCents)}</td>
                <td>{s.rated ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="facts">
        <dt>Club member discount</dt>
        <dd>{money(fees.clubMemberDiscountCents)}</dd>
        <dt>Play-up fee</dt>
        <dd>{money(fees.playUpFeeCents)}</dd>
      </dl>
    </>
  );
}

/** §2 detail fees: a weekly event's entry and club member fees, a major event's fee table. */
export function TournamentFees({ tournament: t }: { tournament: Tournament }) {
  if (t.majorEvent && t.majorFees) return <MajorFeesTable fees={t.majorFees} />;
  return (
    <dl className="facts">
      <dt>Entry fee</dt>
      <dd>{money(t.entryFeesCents)}</dd>
      {t.clubEntryFeesCents !== null && (
        <>
          <dt>Club member fee</dt>
          <dd>{money(t.clubEntryFeesCents)}</dd>
        </>
      )}
    </dl>
  );
}
