import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
import { useConfigs } from '@/features/configs/api/configs-admin';
import { ConfigsGrid } from '@/features/configs/components/configs-grid';

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
