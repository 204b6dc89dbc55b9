import { useState } from 'react';
import TablePagination from '@mui/material/TablePagination';

/** Which page of a server-paged table is shown, and how many rows a page holds. */
export type TablePage = { page: number; size: number };

/**
 * The page controls under a server-paged table (pages from 0). Choosing another page size goes
 * back to the first page; `sizes` empty hides the size chooser.
 */
export function TablePages({
  label,
  total,
  page,
  size,
  sizes,
  onChange,
}: TablePage & {
  /** Names the controls for screen readers ("Attendance history pages"). */
  label?: string;
  total: number;
  sizes: readonly number[];
  onChange: (next: TablePage) => void;
}) {
  return (
    <TablePagination
      component="div"
      aria-label={label}
      count={total}
      page={page}
      rowsPerPage={size}
      rowsPerPageOptions={[...sizes]}
      onPageChange={(_event, next: number) => onChange({ page: next, size })}
      onRowsPerPageChange={(event) => onChange({ page: 0, size: Number(event.target.value) })}
    />
  );
}

/** A table's page, from the first page of `size` rows; `reset` goes back to the first page. */
export function useTablePage(size: number) {
  const [current, setCurrent] = useState<TablePage>({ page: 0, size });
  return {
    ...current,
    onChange: setCurrent,
    reset: () => setCurrent((c) => ({ ...c, page: 0 })),
  };
}
