import { HighlightCard } from '@/features/club/components/highlight-card';
import { useNews } from '@/features/club/api/get-news';
import { formatInstantDate } from '@/lib/format';

/** Characters of the latest item's first paragraph shown on the card. */
const EXCERPT_LENGTH = 140;

function excerpt(body: string): string {
  const first = body.split(/\n\s*\n/)[0]?.trim() ?? '';
  return first.length > EXCERPT_LENGTH ? `${first.slice(0, EXCERPT_LENGTH).trimEnd()}…` : first;
}

/** The latest news item, from GET /api/news. */
export function LatestNewsCard({ timeZone }: { timeZone: string }) {
  const { data: news, isPending, isError } = useNews();
  const latest = news?.[0];
  return (
    <HighlightCard title="News" to="/news">
      {isPending ? (
        <p className="muted">Loading the latest news…</p>
      ) : isError || !latest ? (
        <p className="muted">Club news and announcements.</p>
      ) : (
        <>
          <p>
            <strong>{latest.title}</strong>
            <br />
            <span className="muted small">{formatInstantDate(latest.publishedAt, timeZone)}</span>
          </p>
          <p className="muted">{excerpt(latest.body)}</p>
        </>
      )}
    </HighlightCard>
  );
}
