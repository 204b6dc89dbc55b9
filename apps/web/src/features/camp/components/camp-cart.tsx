import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
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
};

/** The cart table with a running total; each row can be removed. */
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
    return <Typography color="text.secondary">Your cart is empty.</Typography>;
  }
  const total = items.reduce((sum, i) => sum + i.itemTotal, 0);
  return (
    <Table size="small" aria-label="Cart">
      <TableHead>
        <TableRow>
          <TableCell>Camp</TableCell>
          <TableCell>Dates</TableCell>
          <TableCell align="right">Days</TableCell>
          <TableCell align="right">Price</TableCell>
          <TableCell>
            <span className="visually-hidden">Remove</span>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.eventId}>
            <TableCell>{item.description}</TableCell>
            <TableCell>{item.dates}</TableCell>
            <TableCell align="right">{item.days}</TableCell>
            <TableCell align="right">
              {formatCents(item.itemTotal)}
              {item.earlyBird ? ' (early bird)' : ''}
            </TableCell>
            <TableCell>
              <IconButton
                aria-label={`Remove ${item.description}`}
                size="small"
                onClick={() => onRemove(item.eventId)}
                disabled={disabled}
              >
                ✕
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell colSpan={3}>
            <strong>Total</strong>
          </TableCell>
          <TableCell align="right" data-testid="cart-total">
            <strong>{formatCents(total)}</strong>
          </TableCell>
          <TableCell />
        </TableRow>
      </TableBody>
    </Table>
  );
}
