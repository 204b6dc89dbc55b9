import type { GridColDef } from '@mui/x-data-grid';
import type { StudySummary } from '@kingside/shared';
import { instantDateColumn, linkColumn, RowLinkGrid } from '@/components/row-link-grid';

const columns: GridColDef<StudySummary>[] = [
  { field: 'id', headerName: 'Id', type: 'number', width: 90 },
  instantDateColumn<StudySummary>('createdDate', 'Created Date', 150),
  linkColumn<StudySummary>('name', 'Name', (row) => `/study/${row.id}`),
];

/** The studies list; a row click opens the study. */
export function StudiesGrid(props: {
  rows: StudySummary[];
  onOpen: (study: StudySummary) => void;
}) {
  return (
    <RowLinkGrid
      label="Studies"
      empty="No studies yet. Make one from a PGN file with Import PGN."
      columns={columns}
      {...props}
    />
  );
}
