import { PageBreadcrumbs } from '@/components/page-breadcrumbs';

/** Home > Games > `current`; Games opens `dirPath` when given. */
export function GamesBreadcrumbs({ current, dirPath }: { current: string; dirPath?: string }) {
  const games = dirPath ? `/games?${new URLSearchParams({ dirPath }).toString()}` : '/games';
  return (
    <PageBreadcrumbs
      links={[
        { label: 'Home', to: '/' },
        { label: 'Games', to: games },
      ]}
      current={current}
    />
  );
}
