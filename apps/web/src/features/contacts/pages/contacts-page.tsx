import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
import { useContacts } from '@/features/contacts/api/contacts-admin';
import { ContactsGrid } from '@/features/contacts/components/contacts-grid';

/** /contacts: the newsletter's contacts (admin). */
export function ContactsPage() {
  const contacts = useContacts();
  return (
    <>
      <PageTitle title="Contacts" />
      {contacts.isError ? (
        <ErrorAlert error={contacts.error} />
      ) : (
        <ContactsGrid rows={contacts.data ?? []} loading={contacts.isPending} />
      )}
    </>
  );
}
