import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
import { useInquiries } from '@/features/admin-inquiries/api/get-inquiries';
import { InquiriesGrid } from '@/features/admin-inquiries/components/inquiries-grid';

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
