import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useContacts } from '@/features/contacts/api/contacts-admin';
import { ContactsGrid } from '@/features/contacts/components/contacts-grid';

/** /contacts: the newsletter's contacts (admin). */
export function ContactsPage() {
  const contacts = useContacts();
  return (
    <>
      <PageTitle title="Contacts" />
      <QueryState query={contacts} label="Loading the contacts">
        {(rows) => <ContactsGrid rows={rows} />}
      </QueryState>
    </>
  );
}
