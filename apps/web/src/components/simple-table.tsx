import type { ReactNode } from 'react';
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
 * the caller gives as `children`. The table is named `label` for screen readers, its region
 * "<label> table" unless `regionLabel` names it otherwise.
 */
export function SimpleTable({
  label,
  regionLabel = `${label} table`,
  columns,
  children,
}: {
  label: string;
  regionLabel?: string;
  columns: readonly SimpleColumn[];
  children: ReactNode;
}) {
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
        <TableBody>{children}</TableBody>
      </Table>
    </TableRegion>
  );
}
