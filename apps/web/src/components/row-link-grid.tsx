import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { formatInstantDate } from '@/lib/format';

/**
 * A column whose cell links to the row's page, so keyboard users can open a row as well as
 * clicking it.
 */
export function linkColumn<Row extends GridValidRowModel>(
  field: keyof Row & string,
  headerName: string,
  href: (row: Row) => string,
): GridColDef<Row> {
  return {
    field,
    headerName,
    flex: 1,
    minWidth: 220,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={href(row)} underline="hover">
        {String(row[field] ?? '')}
      </Link>
    ),
  };
}

/** An ISO date-time column shown as the date. */
export function instantDateColumn<Row extends GridValidRowModel>(
  field: keyof Row & string,
  headerName: string,
  width = 140,
): GridColDef<Row> {
  return {
    field,
    headerName,
    width,
    valueFormatter: (value: string) => formatInstantDate(value),
  };
}

/** A read-only list where a row click opens the row (studies, my games, openings). */
export function RowLinkGrid<Row extends GridValidRowModel & { id: number }>({
  label,
  rows,
  columns,
  loading,
  onOpen,
}: {
  /** Names the grid for screen readers. */
  label: string;
  rows: readonly Row[];
  columns: GridColDef<Row>[];
  loading: boolean;
  onOpen: (row: Row) => void;
}) {
  return (
    <Box sx={{ height: 560, width: '100%' }}>
      <DataGrid<Row>
        aria-label={label}
        rows={rows}
        columns={columns}
        loading={loading}
        onRowClick={({ row }) => onOpen(row)}
        disableRowSelectionOnClick
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </Box>
  );
}
