import type { ReactNode } from 'react';

/** A CartTable's column heading; `numeric` columns align their figures to the right. */
export type CartColumn = { label: string; numeric?: boolean };

/**
 * A plain cart table (a visitor's page: no MUI) of the camp and tournament carts: the headings of
 * `columns` and a last, visually hidden Remove heading, then the rows (`children`, each ending in
 * a RemoveCell) and an optional `footer` (a `<tfoot>`). An empty cart says so instead.
 */
export function CartTable({
  columns,
  empty,
  children,
  footer,
}: {
  columns: readonly CartColumn[];
  empty: boolean;
  children: ReactNode;
  footer?: ReactNode;
}) {
  if (empty) {
    return <p className="muted">Your cart is empty.</p>;
  }
  return (
    <div className="table-scroll">
      <table className="data-table" aria-label="Cart">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? 'numeric' : undefined}>
                {column.label}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {footer}
      </table>
    </div>
  );
}

/**
 * The last cell of a plain cart row: a ✕ button, named "Remove <name>" for screen readers, that
 * takes the row out of the cart.
 */
export function RemoveCell({
  name,
  onRemove,
  disabled,
}: {
  /** What the row holds, as the button names it (a camp week, a player). */
  name: string;
  onRemove: () => void;
  disabled?: boolean;
}) {
  return (
    <td>
      <button
        type="button"
        className="icon-button"
        aria-label={`Remove ${name}`}
        onClick={onRemove}
        disabled={disabled}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </td>
  );
}
