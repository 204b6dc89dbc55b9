import type { GridColDef } from '@mui/x-data-grid';
import type { NewsItem } from '@kingside/shared';
import { EditableGrid } from '@/components/editable-grid/editable-grid';
import { dateTimeColumn } from '@/components/editable-grid/grid-columns';
import { useNewsItemsGridEditing } from '@/features/news/api/news-items-admin';

const columns: GridColDef<NewsItem>[] = [
  { field: 'title', headerName: 'Title', width: 240, editable: true },
  { field: 'body', headerName: 'Body', type: 'longText', flex: 1, minWidth: 320, editable: true },
  // Left blank on a new item, the server publishes it now.
  dateTimeColumn<NewsItem>('publishedAt', 'Published At', { editable: true }),
];

/** The news cards of the home and /news pages. */
export function NewsItemsGrid({ rows }: { rows: NewsItem[] }) {
  const editing = useNewsItemsGridEditing();
  return (
    <EditableGrid
      label="News"
      empty="No news yet. Add a news card for the home and News pages with Add."
      rows={rows}
      columns={columns}
      getRowLabel={(row) => row.title}
      required={['title', 'body']}
      csvFileName="news"
      {...editing}
    />
  );
}
