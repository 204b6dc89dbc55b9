import { gridClasses, type GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { boundedColumn, pinLeadingColumns } from '@/components/editable-grid/grid-layout';

type Row = { id: number; name: string; email: string; notes: string; paid: boolean };

const columns: GridColDef<Row>[] = [
  { field: 'actions', type: 'actions', width: 100 },
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'email', headerName: 'Email' },
];

describe('pinLeadingColumns', () => {
  it('makes the leading columns sticky, each offset by the widths of those before it', () => {
    const { columns: pinned, sx } = pinLeadingColumns(columns, 2);

    expect(pinned.map((column) => column.cellClassName)).toEqual([
      gridClasses['cell--pinnedLeft'],
      gridClasses['cell--pinnedLeft'],
      undefined,
    ]);
    expect(pinned[1]!.headerClassName).toBe(gridClasses['columnHeader--pinnedLeft']);
    expect(Object.values(sx)).toEqual([{ left: 0 }, { left: 100 }]);
    expect(Object.keys(sx)[1]).toContain('[data-field="name"]');
  });
});

describe('boundedColumn', () => {
  it.each([
    [{ field: 'notes', type: 'longText' }, 180, 420],
    [{ field: 'email' }, 110, 480],
    [{ field: 'paid', type: 'boolean' }, 70, undefined],
  ] satisfies [GridColDef<Row>, number, number | undefined][])(
    'bounds %o by its type',
    (column, minWidth, maxWidth) => {
      expect(boundedColumn(column)).toMatchObject({ minWidth, maxWidth });
    },
  );

  it("keeps a column's own bounds", () => {
    expect(boundedColumn({ field: 'email', minWidth: 200, maxWidth: 300 })).toMatchObject({
      minWidth: 200,
      maxWidth: 300,
    });
  });
});
