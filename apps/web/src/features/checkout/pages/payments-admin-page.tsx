import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import DownloadIcon from '@mui/icons-material/Download';
import type { AdminOrder } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { downloadOrdersCsv, useAdminOrders } from '@/features/checkout/api/admin-orders';
import { GatewayStatus } from '@/features/checkout/components/gateway-status';
import { OrdersGrid } from '@/features/checkout/components/orders-grid';

const FILTERS = {
  all: { label: 'All', keep: () => true },
  attention: { label: 'Needs attention', keep: (order) => order.needsAttention },
  awaiting: { label: 'Awaiting payment', keep: (order) => order.status === 'awaiting_payment' },
  holding: { label: 'Holding seats', keep: (order) => order.holdUntil !== null },
  paid: {
    label: 'Paid',
    keep: (order) => order.status === 'paid' || order.status === 'paid_unrecorded',
  },
  refunded: { label: 'Refunded', keep: (order) => order.status === 'refunded' },
} satisfies Record<string, { label: string; keep: (order: AdminOrder) => boolean }>;
type Filter = keyof typeof FILTERS;

/**
 * /admin/payments: every order and its payment, for admins to follow up and export, under a
 * banner that says whether the gateways take real money.
 */
export function PaymentsAdminPage() {
  const orders = useAdminOrders();
  const [filter, setFilter] = useState<Filter>('all');
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);

  const rows = useMemo(
    () => (orders.data ?? []).filter(FILTERS[filter].keep),
    [orders.data, filter],
  );

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadOrdersCsv();
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageTitle title="Payments" />
      <GatewayStatus />
      <Stack
        direction="row"
        sx={{
          gap: 1,
          mb: 1,
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter}
          aria-label="Show orders"
          onChange={(_event, value: Filter | null) => value && setFilter(value)}
        >
          {Object.entries(FILTERS).map(([value, { label }]) => (
            <ToggleButton key={value} value={value}>
              {label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button
          startIcon={<DownloadIcon />}
          variant="outlined"
          loading={exporting}
          onClick={() => void exportCsv()}
        >
          Export CSV
        </Button>
      </Stack>
      {exportError != null && (
        <ErrorAlert error={exportError} onClose={() => setExportError(null)} sx={{ mb: 1 }} />
      )}
      <QueryState query={orders} label="Loading the orders">
        {() => <OrdersGrid rows={rows} />}
      </QueryState>
    </>
  );
}
