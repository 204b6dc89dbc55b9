import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableRow from '@mui/material/TableRow';
import { formatCents, type OrderSummary } from '@kingside/shared';

/** An order's items and total, as the payer sees them. */
export function OrderSummaryView({ order }: { order: OrderSummary }) {
  return (
    <Table size="small" aria-label={`Order ${order.orderNumber}`}>
      <TableBody>
        {order.items.map((item, index) => (
          <TableRow key={index}>
            <TableCell>{item.description}</TableCell>
            <TableCell align="right">{formatCents(item.amountCents)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell component="th" scope="row" sx={{ fontWeight: 'bold' }}>
            Total
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 'bold' }}>
            {formatCents(order.amountCents)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
