import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
import { useConfigs } from '@/features/admin-configs/api/get-configs';
import { ConfigsGrid } from '@/features/admin-configs/components/configs-grid';

/** /configs: the configuration grid (admin). */
export function ConfigsPage() {
  const configs = useConfigs();
  return (
    <>
      <PageTitle title="Configs" />
      {configs.isError ? (
        <ErrorAlert error={configs.error} />
      ) : (
        <ConfigsGrid rows={configs.data ?? []} loading={configs.isPending} />
      )}
    </>
  );
}
