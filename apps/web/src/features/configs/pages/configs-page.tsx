import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useConfigs } from '@/features/configs/api/configs-admin';
import { ConfigsGrid } from '@/features/configs/components/configs-grid';

/** /configs: the configuration grid (admin). */
export function ConfigsPage() {
  const configs = useConfigs();
  return (
    <>
      <PageTitle title="Configs" />
      <QueryState query={configs} label="Loading the configs">
        {(rows) => <ConfigsGrid rows={rows} />}
      </QueryState>
    </>
  );
}
