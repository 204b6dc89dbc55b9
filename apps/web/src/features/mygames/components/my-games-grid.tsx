import type { GridColDef } from '@mui/x-data-grid';
import type { MyGameSummary } from '@kingside/shared';
import { instantDateColumn, linkColumn, RowLinkGrid } from '@/components/row-link-grid';

const columns: GridColDef<MyGameSummary>[] = [
  { field: 'id', headerName: 'Id', type: 'number', width: 80 },
  instantDateColumn<MyGameSummary>('createdDate', 'Created Date', 130),
  linkColumn<MyGameSummary>('name', 'Name', (row) => `/myGame/${row.id}`),
  { field: 'white', headerName: 'White', width: 150 },
  { field: 'black', headerName: 'Black', width: 150 },
  { field: 'whiteElo', headerName: 'White Elo', type: 'number', width: 100 },
  { field: 'blackElo', headerName: 'Black Elo', type: 'number', width: 100 },
  { field: 'timeControl', headerName: 'Time Control', width: 120 },
  { field: 'gameResult', headerName: 'Result', width: 110 },
];

/** The member's games; a row click opens the game. */
export function MyGamesGrid(props: {
  rows: MyGameSummary[];
  loading: boolean;
  onOpen: (game: MyGameSummary) => void;
}) {
  return <RowLinkGrid label="My Games" columns={columns} {...props} />;
}
