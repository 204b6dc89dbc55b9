import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
import { useInquiries } from '@/features/inquiries/api/inquiries-admin';
import { InquiriesGrid } from '@/features/inquiries/components/inquiries-grid';

/** /inquiries: the inquiries visitors sent through /inquiry (admin). */
export function InquiriesPage() {
  const inquiries = useInquiries();
  return (
    <>
      <PageTitle title="Inquiries" />
      {inquiries.isError ? (
        <ErrorAlert error={inquiries.error} />
      ) : (
        <InquiriesGrid rows={inquiries.data ?? []} loading={inquiries.isPending} />
      )}
    </>
  );
}
