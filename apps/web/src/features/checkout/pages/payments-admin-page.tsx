import { useState } from 'react';
import type { GridPaginationModel } from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import DownloadIcon from '@mui/icons-material/Download';
import type { AdminOrderView } from '@kingside/shared';
import { SERVER_PAGE_SIZES } from '@/components/editable-grid/server-paging';
import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { downloadOrdersCsv, useAdminOrders } from '@/features/checkout/api/admin-orders';
import { GatewayStatus } from '@/features/checkout/components/gateway-status';
import { OrdersGrid } from '@/features/checkout/components/orders-grid';

const FILTERS: Record<AdminOrderView, string> = {
  all: 'All',
  attention: 'Needs attention',
  awaiting: 'Awaiting payment',
  holding: 'Holding seats',
  paid: 'Paid',
  refunded: 'Refunded',
};

/** What the grid says when the chosen view has no orders. */
const NO_ORDERS: Record<AdminOrderView, string> = {
  all: 'No orders yet. Orders appear here when someone registers and pays.',
  attention: 'No order needs attention. Orders stuck with a gateway appear here.',
  awaiting: 'No order is awaiting payment. Zelle and PayPal orders wait here until marked paid.',
  holding: 'No order is holding seats.',
  paid: 'No paid orders yet. Choose All to see every order.',
  refunded: 'No refunded orders.',
};

/**
 * /admin/payments: the orders and their payments, a page at a time from the server (all of them,
 * or those an admin acts on), for admins to follow up and export, under a banner that says
 * whether the gateways take real money.
 */
export function PaymentsAdminPage() {
  const [filter, setFilter] = useState<AdminOrderView>('all');
  const [pages, setPages] = useState<GridPaginationModel>({
    page: 0,
    pageSize: SERVER_PAGE_SIZES[0],
  });
  const orders = useAdminOrders({ show: filter, page: pages.page, size: pages.pageSize });
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);

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
          // A phone wraps the choices onto two lines rather than run past its screen.
          sx={{ flexWrap: 'wrap' }}
          onChange={(_event, value: AdminOrderView | null) => {
            if (!value) return;
            setFilter(value);
            setPages((current) => ({ ...current, page: 0 }));
          }}
        >
          {Object.entries(FILTERS).map(([value, label]) => (
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
        {(page) => (
          <OrdersGrid
            rows={page.items}
            empty={NO_ORDERS[filter]}
            paging={{
              rowCount: page.total,
              paginationModel: pages,
              onPaginationModelChange: setPages,
            }}
          />
        )}
      </QueryState>
    </>
  );
}
