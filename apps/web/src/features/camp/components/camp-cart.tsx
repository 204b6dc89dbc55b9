import { formatCents } from '@kingside/shared';

/** One week and slot in the cart, as the page priced it for display (the server prices the order). */
export type CartItem = {
  eventId: number;
  eventName: string;
  eventSlot: string;
  /** Event name + slot (spec: the item's description). */
  description: string;
  dates: string;
  days: number;
  itemTotal: number;
  earlyBird: boolean;
  /** Until when a Zelle registration made now would hold the seat (ISO instant), or null. */
  payLaterUntil: string | null;
  /** Why Zelle cannot be chosen for this week (it starts too soon), or null. */
  payLaterRefusal: string | null;
};

/** The cart table with a running total; each row can be removed. Plain HTML (a visitor's page). */
export function CampCart({
  items,
  onRemove,
  disabled,
}: {
  items: CartItem[];
  onRemove: (eventId: number) => void;
  disabled?: boolean;
}) {
  if (items.length === 0) {
    return <p className="muted">Your cart is empty.</p>;
  }
  const total = items.reduce((sum, i) => sum + i.itemTotal, 0);
  return (
    <div className="table-scroll">
      <table className="data-table" aria-label="Cart">
        <thead>
          <tr>
            <th scope="col">Camp</th>
            <th scope="col">Dates</th>
            <th scope="col" className="numeric">
              Days
            </th>
            <th scope="col" className="numeric">
              Price
            </th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.eventId}>
              <td>{item.description}</td>
              <td>{item.dates}</td>
              <td className="numeric">{item.days}</td>
              <td className="numeric">
                {formatCents(item.itemTotal)}
                {item.earlyBird ? ' (early bird)' : ''}
              </td>
              <td>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Remove ${item.description}`}
                  onClick={() => onRemove(item.eventId)}
                  disabled={disabled}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              </td>
            </tr>
          ))}
          <tr>
            <td colSpan={3}>
              <strong>Total</strong>
            </td>
            <td className="numeric" data-testid="cart-total">
              <strong>{formatCents(total)}</strong>
            </td>
            <td />
          </tr>
        </tbody>
      </table>
    </div>
  );
}
