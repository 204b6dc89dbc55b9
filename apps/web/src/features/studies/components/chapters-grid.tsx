import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { ChapterSummary } from '@kingside/shared';
import { emptyGridProps } from '@/components/editable-grid/grid-empty';
import { gridBoxSx } from '@/components/editable-grid/grid-layout';

const columns: GridColDef<ChapterSummary>[] = [
  { field: 'id', headerName: 'Id', type: 'number', width: 90 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 200 },
];

/** A study's chapters; clicking one shows it (`selectedId` is highlighted). */
export function ChaptersGrid({
  rows,
  selectedId,
  onSelect,
}: {
  rows: ChapterSummary[];
  selectedId: number | null;
  onSelect: (chapterId: number) => void;
}) {
  return (
    <Box sx={gridBoxSx(320)}>
      <DataGrid<ChapterSummary>
        aria-label="Chapters"
        rows={rows}
        columns={columns}
        density="compact"
        hideFooter={rows.length <= 100}
        onRowClick={({ row }) => onSelect(row.id)}
        rowSelectionModel={{
          type: 'include',
          ids: new Set(selectedId === null ? [] : [selectedId]),
        }}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        {...emptyGridProps('No chapters yet. Add one with Add Chapter.')}
      />
    </Box>
  );
}
