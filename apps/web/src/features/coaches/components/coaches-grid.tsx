import type { GridColDef } from '@mui/x-data-grid';
import type { Coach } from '@kingside/shared';
import { EditableGrid } from '@/components/editable-grid/editable-grid';
import { activeColumn, dollarsColumn } from '@/components/editable-grid/grid-columns';
import { useCoachesGridEditing } from '@/features/coaches/api/coaches-admin';

const columns: GridColDef<Coach>[] = [
  { field: 'firstName', headerName: 'First Name', width: 130, editable: true },
  { field: 'lastName', headerName: 'Last Name', width: 130, editable: true },
  { field: 'title', headerName: 'Title', width: 180, editable: true },
  { field: 'bio', headerName: 'Bio', type: 'longText', width: 300, editable: true },
  { field: 'photoUrl', headerName: 'Photo URL', width: 220, editable: true },
  dollarsColumn<Coach>('groupMonthlyCents', 'Group ($/month)', { width: 140, editable: true }),
  dollarsColumn<Coach>('privateMonthlyCents', 'Private ($/month)', { width: 140, editable: true }),
  dollarsColumn<Coach>('privateOnlineMonthlyCents', 'Private Online ($/month)', {
    width: 180,
    editable: true,
  }),
  activeColumn(),
  { field: 'sortOrder', headerName: 'Sort Order', type: 'number', width: 100, editable: true },
];

/** Coach profiles, inactive ones included; the first name is the /coach/{firstname} address. */
export function CoachesGrid({ rows }: { rows: Coach[] }) {
  const editing = useCoachesGridEditing();
  return (
    <EditableGrid
      label="Coach Profiles"
      empty="No coach profiles yet. Add one with Add; the first name becomes its /coach address."
      rows={rows}
      columns={columns}
      getRowLabel={(row) => `${row.firstName} ${row.lastName}`}
      required={['firstName', 'lastName', 'bio']}
      newRow={() => ({ active: true, sortOrder: 0 })}
      csvFileName="coaches"
      {...editing}
    />
  );
}
