import { formatCents, type OrderSummary } from '@kingside/shared';

/** An order's items and total, as the payer sees them (plain HTML: it shows on plain pages too). */
export function OrderSummaryView({ order }: { order: OrderSummary }) {
  return (
    <table className="data-table" aria-label={`Order ${order.orderNumber}`}>
      <tbody>
        {order.items.map((item, index) => (
          <tr key={index}>
            <td>{item.description}</td>
            <td className="numeric">{formatCents(item.amountCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td className="numeric">
            <strong>{formatCents(order.amountCents)}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
