import { render, screen } from '@testing-library/react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { emptyGridProps, NO_MATCHING_ROWS } from '@/components/editable-grid/grid-empty';

type Row = { id: number; name: string };
const columns: GridColDef<Row>[] = [{ field: 'name', headerName: 'Name', width: 200 }];
const NO_STUDIES = 'No studies yet. Make one from a PGN file with Import PGN.';

describe('emptyGridProps', () => {
  it('makes a grid with no rows say its sentence instead of "No rows"', async () => {
    render(
      <DataGrid<Row>
        aria-label="Studies"
        rows={[]}
        columns={columns}
        {...emptyGridProps(NO_STUDIES)}
      />,
    );

    expect(await screen.findByText(NO_STUDIES)).toBeTruthy();
    expect(screen.queryByText('No rows')).toBeNull();
  });

  it('says that nothing matches when a filter hides every row', async () => {
    render(
      <DataGrid<Row>
        aria-label="Studies"
        rows={[{ id: 1, name: 'Endgames' }]}
        columns={columns}
        filterModel={{ items: [{ field: 'name', operator: 'contains', value: 'Openings' }] }}
        {...emptyGridProps(NO_STUDIES)}
      />,
    );

    expect(await screen.findByText(NO_MATCHING_ROWS)).toBeTruthy();
  });
});
