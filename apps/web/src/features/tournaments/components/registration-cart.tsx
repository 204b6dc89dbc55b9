import { formatCents, type CartLine, type TournamentCartQuote } from '@kingside/shared';
import { CartTable, RemoveCell } from '@/components/cart-table';

/** A player in the cart, as the page keeps it until checkout. */
export type CartPlayer = {
  /** The page's own key for the row (names may repeat while typing). */
  key: string;
  name: string;
  section: string;
  playup: boolean;
  byesRequested: number[];
};

const COLUMNS = [
  { label: 'Player' },
  { label: 'Section' },
  { label: 'Fee' },
  { label: 'Amount', numeric: true },
];

const FEE_KIND_LABELS: Record<CartLine['feeKind'], string> = {
  weekly: 'Entry fee',
  earlyBird: 'Early bird',
  regular: 'Regular',
  late: 'Late entry',
};

/** How a line's price was made: its fee kind and base, then each discount or charge on it. */
function lineDetail(line: CartLine): string {
  const parts = [`${FEE_KIND_LABELS[line.feeKind]} ${formatCents(line.baseCents)}`];
  if (line.clubDiscountCents > 0)
    parts.push(`club member discount −${formatCents(line.clubDiscountCents)}`);
  if (line.playUpCents > 0) parts.push(`play-up +${formatCents(line.playUpCents)}`);
  if (line.couponDiscountCents > 0) parts.push(`coupon −${formatCents(line.couponDiscountCents)}`);
  return parts.join(', ');
}

/** The cart's foot: the subtotal and the coupon's discount when there is one, then the total. */
function QuoteTotals({ quote }: { quote: TournamentCartQuote }) {
  return (
    <tfoot>
      {quote.cartDiscount > 0 && (
        <>
          <tr>
            <th scope="row" colSpan={3}>
              Subtotal
            </th>
            <td className="numeric">{formatCents(quote.cartSubTotal)}</td>
            <td />
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              Coupon {quote.couponCode}
            </th>
            <td className="numeric">−{formatCents(quote.cartDiscount)}</td>
            <td />
          </tr>
        </>
      )}
      <tr>
        <th scope="row" colSpan={3}>
          Total
        </th>
        <td className="numeric" data-testid="cart-total">
          <strong>{formatCents(quote.cartTotal)}</strong>
        </td>
        <td />
      </tr>
    </tfoot>
  );
}

/**
 * The registration cart (spec 2 §3 "Cart"): each player with the server's priced line, and the
 * subtotal, discount and total the server computed. Until the quote for this exact cart has come
 * back, prices show as pending. `errors` are the server's messages about a row (by index).
 */
export function RegistrationCart({
  players,
  quote,
  errors = {},
  onRemove,
  disabled,
}: {
  players: CartPlayer[];
  /** The quote for these players, or null while it is being asked for. */
  quote: TournamentCartQuote | null;
  errors?: Record<number, string>;
  onRemove: (key: string) => void;
  disabled?: boolean;
}) {
  const lines = quote && quote.cartItems.length === players.length ? quote.cartItems : null;
  return (
    <CartTable
      columns={COLUMNS}
      empty={players.length === 0}
      footer={lines && quote && <QuoteTotals quote={quote} />}
    >
      {players.map((p, index) => {
        const line = lines?.[index];
        return (
          <tr key={p.key}>
            <td>
              {p.name}
              {p.byesRequested.length > 0 && (
                <div className="muted">Byes: round {p.byesRequested.join(', ')}</div>
              )}
              {errors[index] && <div className="field-error">{errors[index]}</div>}
            </td>
            <td>
              {p.section}
              {p.playup ? ' (play up)' : ''}
            </td>
            <td>{line ? lineDetail(line) : '…'}</td>
            <td className="numeric">{line ? formatCents(line.itemTotal) : '…'}</td>
            <RemoveCell name={p.name} onRemove={() => onRemove(p.key)} disabled={disabled} />
          </tr>
        );
      })}
    </CartTable>
  );
}
