import type { GridColDef } from '@mui/x-data-grid';
import {
  AfterschoolSaveSchema,
  type AfterschoolRegistration,
  type SchoolName,
} from '@kingside/shared';
import { EditableGrid } from '@/components/editable-grid/editable-grid';
import { dollarsColumn, registrationEndColumns } from '@/components/editable-grid/grid-columns';
import { useDeleteAfterschoolRegistration } from '@/features/afterschool/api/delete-afterschool-registration';
import { useSaveAfterschoolRegistration } from '@/features/afterschool/api/save-afterschool-registration';

const columns: GridColDef<AfterschoolRegistration>[] = [
  { field: 'studentName', headerName: 'Student Name', width: 170, editable: true },
  { field: 'parentName', headerName: 'Parent Name', width: 170, editable: true },
  { field: 'parentEmail', headerName: 'Parent Email', width: 210, editable: true },
  { field: 'parentPhoneNumber', headerName: 'Parent Phone Number', width: 160, editable: true },
  { field: 'studentGrade', headerName: 'Student Grade', width: 120, editable: true },
  { field: 'studentHouse', headerName: 'Student House', width: 130, editable: true },
  {
    field: 'studentPrimaryTeacher',
    headerName: 'Student Primary Teacher',
    width: 190,
    editable: true,
  },
  dollarsColumn<AfterschoolRegistration>('paidAmountCents', 'Paid Amount ($)', {
    width: 140,
    editable: true,
  }),
  ...registrationEndColumns<AfterschoolRegistration>(),
];

/** One school's after-school registrations (spec 1: studentName required; paid in dollars). */
export function AfterschoolRegistrationsGrid({
  schoolName,
  label,
  rows,
}: {
  schoolName: SchoolName;
  /** Names the grid for screen readers, e.g. "RJ Lee Registrations". */
  label: string;
  rows: AfterschoolRegistration[];
}) {
  const save = useSaveAfterschoolRegistration();
  const remove = useDeleteAfterschoolRegistration(schoolName);
  return (
    <EditableGrid<AfterschoolRegistration, typeof AfterschoolSaveSchema>
      label={label}
      empty="No registrations for this school yet. They appear here as families register, or add one with Add."
      rows={rows}
      columns={columns}
      getRowLabel={(row) => row.studentName}
      required={['studentName']}
      saveSchema={AfterschoolSaveSchema}
      newRow={() => ({ schoolName, paidAmountCents: 0, paymentMethod: null, active: true })}
      onSave={(input) => save.mutateAsync(input)}
      onDelete={(row) => remove.mutateAsync(row.id)}
      csvFileName={`${schoolName.toLowerCase()}-registrations`}
    />
  );
}
