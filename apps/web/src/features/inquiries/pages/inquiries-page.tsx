import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useInquiries } from '@/features/inquiries/api/inquiries-admin';
import { InquiriesGrid } from '@/features/inquiries/components/inquiries-grid';

/** /inquiries: the inquiries visitors sent through /inquiry (admin). */
export function InquiriesPage() {
  const inquiries = useInquiries();
  return (
    <>
      <PageTitle title="Inquiries" />
      <QueryState query={inquiries} label="Loading the inquiries">
        {(rows) => <InquiriesGrid rows={rows} />}
      </QueryState>
    </>
  );
}
