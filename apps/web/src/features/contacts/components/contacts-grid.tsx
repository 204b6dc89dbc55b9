import type { GridColDef } from '@mui/x-data-grid';
import { ContactSaveSchema, type Contact } from '@kingside/shared';
import { EditableGrid } from '@/components/editable-grid/editable-grid';
import { dateTimeColumn } from '@/components/editable-grid/grid-columns';
import { useDeleteContact, useSaveContact } from '@/features/contacts/api/contacts-admin';

const columns: GridColDef<Contact>[] = [
  { field: 'email', headerName: 'Email', width: 230, editable: true },
  { field: 'name', headerName: 'Name', width: 170, editable: true },
  { field: 'phoneNumber', headerName: 'Phone Number', width: 140, editable: true },
  { field: 'kidsName', headerName: 'Kids Name', width: 170, editable: true },
  { field: 'unsubscribe', headerName: 'Unsubscribe', type: 'boolean', width: 120, editable: true },
  dateTimeColumn<Contact>('modifiedDate', 'Modified Date'),
];

/** Newsletter contacts (spec 2 admin tools: email is required). */
export function ContactsGrid({ rows, loading }: { rows: Contact[]; loading: boolean }) {
  const save = useSaveContact();
  const remove = useDeleteContact();
  return (
    <EditableGrid<Contact, typeof ContactSaveSchema>
      label="Contacts"
      rows={rows}
      columns={columns}
      loading={loading}
      getRowLabel={(row) => row.email}
      required={['email']}
      saveSchema={ContactSaveSchema}
      newRow={() => ({ unsubscribe: false })}
      onSave={(input) => save.mutateAsync(input)}
      onDelete={(row) => remove.mutateAsync(row.id)}
      csvFileName="contacts"
    />
  );
}
