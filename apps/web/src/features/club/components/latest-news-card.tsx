import { formatDate } from '@kingside/shared';
import { HighlightCard } from '@/features/club/components/highlight-card';
import { useNews } from '@/features/club/api/get-news';

/** What the card says without a news item to show. */
const ABOUT_NEWS = 'Club news and announcements.';

/** Characters of the latest item's first paragraph shown on the card. */
const EXCERPT_LENGTH = 140;

function excerpt(body: string): string {
  const first = body.split(/\n\s*\n/)[0]?.trim() ?? '';
  return first.length > EXCERPT_LENGTH ? `${first.slice(0, EXCERPT_LENGTH).trimEnd()}…` : first;
}

/** The latest news item, from GET /api/news. */
export function LatestNewsCard({ timeZone }: { timeZone: string }) {
  const news = useNews();
  const latest = news.data?.[0];
  return (
    <HighlightCard
      title="News"
      to="/news"
      query={news}
      loadingText="Loading the latest news…"
      fallbackText={ABOUT_NEWS}
    >
      {latest ? (
        <>
          <p>
            <strong>{latest.title}</strong>
            <br />
            <span className="muted small">{formatDate(latest.publishedAt, { timeZone })}</span>
          </p>
          <p className="muted">{excerpt(latest.body)}</p>
        </>
      ) : (
        <p className="muted">{ABOUT_NEWS}</p>
      )}
    </HighlightCard>
  );
}
