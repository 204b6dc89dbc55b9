import type { GridColDef } from '@mui/x-data-grid';
import type { Opening } from '@kingside/shared';
import { linkColumn, RowLinkGrid } from '@/components/row-link-grid';

const columns: GridColDef<Opening>[] = [
  { field: 'eco', headerName: 'ECO', width: 80 },
  linkColumn<Opening>('name', 'Name', (row) => `/opening/${row.id}`),
  { field: 'pgn', headerName: 'Line', flex: 1, minWidth: 240 },
];

/** The opening repertoire; a row click opens the line on a board. */
export function OpeningsGrid(props: { rows: Opening[]; onOpen: (opening: Opening) => void }) {
  return (
    <RowLinkGrid
      label="Openings"
      empty="No openings yet. Coaches and admins add lines with Add Opening."
      columns={columns}
      {...props}
    />
  );
}
