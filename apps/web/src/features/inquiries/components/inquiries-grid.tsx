import type { GridColDef } from '@mui/x-data-grid';
import { DEFAULT_INQUIRY_TYPE, INQUIRY_TYPES, type Inquiry } from '@kingside/shared';
import { EditableGrid } from '@/components/editable-grid/editable-grid';
import { dateTimeColumn } from '@/components/editable-grid/grid-columns';
import { useInquiriesGridEditing } from '@/features/inquiries/api/inquiries-admin';

const columns: GridColDef<Inquiry>[] = [
  { field: 'name', headerName: 'Name', width: 160, editable: true },
  { field: 'answered', headerName: 'Answered', type: 'boolean', width: 100, editable: true },
  { field: 'email', headerName: 'Email', width: 210, editable: true },
  { field: 'phoneNumber', headerName: 'Phone Number', width: 140, editable: true },
  {
    field: 'inquiryType',
    headerName: 'Inquiry Type',
    type: 'singleSelect',
    valueOptions: [...INQUIRY_TYPES],
    width: 230,
    editable: true,
  },
  { field: 'question', headerName: 'Question', type: 'longText', width: 300, editable: true },
  dateTimeColumn<Inquiry>('appointmentDate', 'Appointment Date', { editable: true }),
  dateTimeColumn<Inquiry>('createdDate', 'Created Date'),
];

/**
 * Submitted inquiries (spec 1: only the name is required; a new row's type starts as Other; the
 * delete dialog names the inquirer). The server lists the ones to answer first; ticking Answered
 * takes one off the admin start page's count (docs/decisions/0024).
 */
export function InquiriesGrid({ rows }: { rows: Inquiry[] }) {
  const editing = useInquiriesGridEditing();
  return (
    <EditableGrid
      label="Inquiries"
      empty="No inquiries yet. They appear here when someone sends the inquiry form."
      rows={rows}
      columns={columns}
      getRowLabel={(row) => row.name}
      required={['name']}
      newRow={() => ({ inquiryType: DEFAULT_INQUIRY_TYPE, answered: false })}
      csvFileName="inquiries"
      {...editing}
    />
  );
}
