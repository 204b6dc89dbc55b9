import { formatDate } from '@kingside/shared';
import { PageTitle } from '@/components/page-title';
import { PlainQueryState } from '@/components/plain-query-state';
import { useNews } from '@/features/club/api/get-news';
import { TextBlock } from '@/features/club/components/text-block';
import { useClub } from '@/lib/club';

/** /news: every news item, newest first, as plain text. */
export function NewsPage() {
  const news = useNews();
  const { data: club } = useClub();
  return (
    <>
      <PageTitle
        title="News"
        description="Club news: classes, summer camp, tournaments and announcements."
      />
      <PlainQueryState query={news} empty="No news yet.">
        {(items) =>
          items.map((item) => (
            <article key={item.id} className="news-item" aria-labelledby={`news-${item.id}`}>
              <h2 id={`news-${item.id}`}>{item.title}</h2>
              <p className="muted small">
                <time dateTime={item.publishedAt}>
                  {formatDate(item.publishedAt, { timeZone: club?.timezone })}
                </time>
              </p>
              <TextBlock text={item.body} />
            </article>
          ))
        }
      </PlainQueryState>
    </>
  );
}
