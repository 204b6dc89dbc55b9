import { formatCents } from '@kingside/shared';
import { CartTable, RemoveCell } from '@/components/cart-table';

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

const COLUMNS = [
  { label: 'Camp' },
  { label: 'Dates' },
  { label: 'Days', numeric: true },
  { label: 'Price', numeric: true },
];

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
  const total = items.reduce((sum, i) => sum + i.itemTotal, 0);
  return (
    <CartTable columns={COLUMNS} empty={items.length === 0}>
      {items.map((item) => (
        <tr key={item.eventId}>
          <td>{item.description}</td>
          <td>{item.dates}</td>
          <td className="numeric">{item.days}</td>
          <td className="numeric">
            {formatCents(item.itemTotal)}
            {item.earlyBird ? ' (early bird)' : ''}
          </td>
          <RemoveCell
            name={item.description}
            onRemove={() => onRemove(item.eventId)}
            disabled={disabled}
          />
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
    </CartTable>
  );
}
