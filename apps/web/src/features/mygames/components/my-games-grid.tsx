import type { GridColDef } from '@mui/x-data-grid';
import type { MyGameSummary } from '@kingside/shared';
import { instantDateColumn, linkColumn, RowLinkGrid } from '@/components/row-link-grid';

const columns: GridColDef<MyGameSummary>[] = [
  { field: 'id', headerName: 'id', type: 'number', width: 80 },
  instantDateColumn<MyGameSummary>('createdDate', 'createdDate', 130),
  linkColumn<MyGameSummary>('name', 'name', (row) => `/myGame/${row.id}`),
  { field: 'white', headerName: 'white', width: 150 },
  { field: 'black', headerName: 'black', width: 150 },
  { field: 'whiteElo', headerName: 'whiteElo', type: 'number', width: 100 },
  { field: 'blackElo', headerName: 'blackElo', type: 'number', width: 100 },
  { field: 'timeControl', headerName: 'timeControl', width: 120 },
  { field: 'gameResult', headerName: 'gameResult', width: 110 },
];

/** The member's games; a row click opens the game. */
export function MyGamesGrid(props: {
  rows: MyGameSummary[];
  loading: boolean;
  onOpen: (game: MyGameSummary) => void;
}) {
  return <RowLinkGrid label="My Games" columns={columns} {...props} />;
}
