import { Children, type ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TableRegion } from '@/components/table-region';

/** A SimpleTable's column heading: its text, or its content and alignment (numbers to the right). */
export type SimpleColumn = string | { label: ReactNode; align?: 'right' };

/**
 * A small table in its scrolling region: a heading row of `columns`, then the rows (`TableRow`s)
 * the caller gives as `children`, or the `empty` sentence when there are none. The table is named
 * `label` for screen readers, its region "<label> table" unless `regionLabel` names it otherwise.
 */
export function SimpleTable({
  label,
  regionLabel = `${label} table`,
  columns,
  empty,
  children,
}: {
  label: string;
  regionLabel?: string;
  columns: readonly SimpleColumn[];
  /** What the table says with no rows: what it holds and what to do. */
  empty: string;
  children: ReactNode;
}) {
  // Children.toArray drops the false and null a `cond && <TableRow>` leaves.
  const hasRows = Children.toArray(children).length > 0;
  return (
    <TableRegion label={regionLabel}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) =>
              typeof column === 'string' ? (
                <TableCell key={index}>{column}</TableCell>
              ) : (
                <TableCell key={index} align={column.align}>
                  {column.label}
                </TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {hasRows ? (
            children
          ) : (
            <TableRow>
              <TableCell colSpan={columns.length} sx={{ color: 'text.secondary' }}>
                {empty}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableRegion>
  );
}
