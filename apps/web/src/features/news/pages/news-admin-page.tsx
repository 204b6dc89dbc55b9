import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useNewsItems } from '@/features/news/api/news-items-admin';
import { NewsItemsGrid } from '@/features/news/components/news-items-grid';

/** /admin/news: the club's news items (admin). */
export function NewsAdminPage() {
  const news = useNewsItems();
  return (
    <>
      <PageTitle title="News" />
      <QueryState query={news} label="Loading the news">
        {(rows) => <NewsItemsGrid rows={rows} />}
      </QueryState>
    </>
  );
}
