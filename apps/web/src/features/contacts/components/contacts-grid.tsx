import type { GridColDef } from '@mui/x-data-grid';
import type { Contact } from '@kingside/shared';
import { EditableGrid } from '@/components/editable-grid/editable-grid';
import { dateTimeColumn, flagColumn } from '@/components/editable-grid/grid-columns';
import { useContactsGridEditing } from '@/features/contacts/api/contacts-admin';

const columns: GridColDef<Contact>[] = [
  { field: 'email', headerName: 'Email', width: 230, editable: true },
  { field: 'name', headerName: 'Name', width: 170, editable: true },
  { field: 'phoneNumber', headerName: 'Phone Number', width: 140, editable: true },
  { field: 'kidsName', headerName: 'Kids Name', width: 170, editable: true },
  flagColumn<Contact>('unsubscribe', 'Unsubscribe', { width: 120 }),
  dateTimeColumn<Contact>('modifiedDate', 'Modified Date'),
];

/** Newsletter contacts (spec 2 admin tools: email is required). */
export function ContactsGrid({ rows }: { rows: Contact[] }) {
  const editing = useContactsGridEditing();
  return (
    <EditableGrid
      label="Contacts"
      empty="No newsletter contacts yet. They appear here as visitors sign up for the newsletter, or add one with Add."
      rows={rows}
      columns={columns}
      getRowLabel={(row) => row.email}
      required={['email']}
      newRow={() => ({ unsubscribe: false })}
      csvFileName="contacts"
      {...editing}
    />
  );
}
