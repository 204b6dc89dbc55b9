import type { GridColDef } from '@mui/x-data-grid';
import type { Location } from '@kingside/shared';
import { EditableGrid } from '@/components/editable-grid/editable-grid';
import { useLocationsGridEditing } from '@/features/locations/api/locations-admin';

const columns: GridColDef<Location>[] = [
  { field: 'name', headerName: 'Name', width: 200, editable: true },
  { field: 'address', headerName: 'Address', width: 300, editable: true },
  { field: 'notes', headerName: 'Notes', type: 'longText', flex: 1, minWidth: 240, editable: true },
  { field: 'sortOrder', headerName: 'Sort Order', type: 'number', width: 100, editable: true },
];

/** The places classes meet; programs refer to them. */
export function LocationsGrid({ rows }: { rows: Location[] }) {
  const editing = useLocationsGridEditing();
  return (
    <EditableGrid
      label="Locations"
      empty="No locations yet. Add a place where classes meet with Add."
      rows={rows}
      columns={columns}
      getRowLabel={(row) => row.name}
      required={['name', 'address']}
      newRow={() => ({ sortOrder: 0 })}
      csvFileName="locations"
      {...editing}
    />
  );
}
