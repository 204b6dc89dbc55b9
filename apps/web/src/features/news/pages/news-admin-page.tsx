import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
import { useNewsItems } from '@/features/news/api/news-items-admin';
import { NewsItemsGrid } from '@/features/news/components/news-items-grid';

/** /admin/news: the club's news items (admin). */
export function NewsAdminPage() {
  const news = useNewsItems();
  return (
    <>
      <PageTitle title="News" />
      {news.isError ? (
        <ErrorAlert error={news.error} />
      ) : (
        <NewsItemsGrid rows={news.data ?? []} loading={news.isPending} />
      )}
    </>
  );
}
