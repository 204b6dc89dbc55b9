import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import {
  formatCents,
  formatDateTime,
  ORDER_KIND_LABELS,
  type AdminOrder,
  type OrderStatus,
} from '@kingside/shared';
import {
  checkOrderGateway,
  markOrderPaid,
  recordOrderCharge,
  refundOrder,
  releaseOrder,
  useOrderAction,
} from '@/features/checkout/api/admin-orders';
import { RecordChargeDialog } from '@/features/checkout/components/record-charge-dialog';
import { ConfirmDialog } from '@/components/confirm-dialog';
import {
  COLUMN_BUFFER_PX,
  gridBoxSx,
  PHONE_QUERY,
  pinLeadingColumns,
} from '@/components/editable-grid/grid-layout';
import { emptyGridProps } from '@/components/editable-grid/grid-empty';
import { RowCards } from '@/components/editable-grid/row-cards';
import {
  CardPagination,
  SERVER_PAGE_SIZES,
  type ServerPaging,
} from '@/components/editable-grid/server-paging';
import { getErrorMessage } from '@/lib/api-client';
import { useMediaQuery } from '@/lib/use-media-query';

const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  paid_unrecorded: 'Paid, not recorded',
  failed: 'Failed',
  released: 'Released',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

const STATUS_COLORS: Partial<Record<OrderStatus, 'success' | 'info' | 'error' | 'warning'>> = {
  awaiting_payment: 'info',
  paid: 'success',
  paid_unrecorded: 'warning',
  failed: 'error',
};

const KIND_LABELS = ORDER_KIND_LABELS;

const METHOD_LABELS: Record<AdminOrder['paymentMethod'], string> = {
  creditCard: 'Card',
  paypal: 'PayPal',
  zelle: 'Zelle',
};

/** A column shown through `format`; sorting and filtering still use the raw value. */
const formattedColumn = <F extends 'createdAt' | 'amountCents'>(
  field: F,
  headerName: string,
  width: number,
  format: (value: AdminOrder[F]) => string,
  extra: Partial<GridColDef<AdminOrder>> = {},
): GridColDef<AdminOrder> => ({
  field,
  headerName,
  width,
  valueFormatter: (value: AdminOrder[F]) => format(value),
  ...extra,
});

/** A column showing a coded field by its label (sorted and filtered by the label). */
const labelColumn = <F extends 'kind' | 'paymentMethod'>(
  field: F,
  headerName: string,
  width: number,
  labels: Record<AdminOrder[F], string>,
): GridColDef<AdminOrder> => ({
  field,
  headerName,
  width,
  valueGetter: (value: AdminOrder[F]) => labels[value],
});

/**
 * Stuck in processing: the gateway's answer never came (docs/decisions/0015). A stuck charge (not
 * a refund of a paid order) can also be recorded or released by hand.
 */
const isStuck = (order: AdminOrder) => order.status === 'processing' && order.needsAttention;
const isStuckCharge = (order: AdminOrder) => isStuck(order) && order.paidAt === null;

/**
 * Zelle and PayPal money arrives outside the gateway flow; an admin confirms it by hand (an order
 * that no longer holds seats takes them again, if they are free).
 */
export const canMarkPaid = (order: AdminOrder) =>
  order.paymentMethod !== 'creditCard' &&
  ['awaiting_payment', 'pending', 'failed', 'released'].includes(order.status);

/** Only card orders refund through the gateway from here. */
export const canRefund = (order: AdminOrder) =>
  order.paymentMethod === 'creditCard' && order.status === 'paid';

/** An unpaid order holding seats, or a stuck charge, can be released. */
export const canRelease = (order: AdminOrder) =>
  order.status === 'pending' || order.status === 'awaiting_payment' || isStuckCharge(order);

type Action = 'markPaid' | 'release' | 'refund';
type Notice = { severity: 'success' | 'error' | 'info'; text: string };

const QUESTIONS: Record<Action, (order: AdminOrder) => string> = {
  markPaid: (order) =>
    `Mark order ${order.id} (${formatCents(order.amountCents)} by ${METHOD_LABELS[order.paymentMethod]}) paid?`,
  release: (order) =>
    isStuckCharge(order)
      ? `Release order ${order.id}? Do this only when the gateway shows no charge: releasing refunds nothing.`
      : `Release order ${order.id}? Its seats become free for others and its registrations end.`,
  refund: (order) => `Refund ${formatCents(order.amountCents)} to the card?`,
};

const DONE: Record<Action, (order: AdminOrder) => string> = {
  markPaid: (order) => `Order ${order.id} is marked paid.`,
  release: (order) => `Order ${order.id} is released; its seats are free.`,
  refund: (order) => `Refunded ${formatCents(order.amountCents)} for order ${order.id}.`,
};

/**
 * Every order, read-only, with what an admin does to one: mark a Zelle or PayPal order paid when
 * the money arrived, release an unpaid hold, settle a charge stuck in processing (ask the gateway,
 * record the charge, or release it), and refund a paid card order. Each asks first, then refetches.
 */
/** The server's paging of the orders: one page is in the grid, its total in `rowCount`. */
export type OrdersPaging = Pick<
  ServerPaging,
  'rowCount' | 'paginationModel' | 'onPaginationModelChange'
>;

export function OrdersGrid({
  rows,
  empty,
  paging,
}: {
  rows: AdminOrder[];
  /** What the grid says with no orders in the chosen view. */
  empty: string;
  paging: OrdersPaging;
}) {
  const markPaid = useOrderAction(markOrderPaid);
  const release = useOrderAction(releaseOrder);
  const refund = useOrderAction(refundOrder);
  const checkGateway = useOrderAction(checkOrderGateway);
  const recordCharge = useOrderAction(recordOrderCharge);
  const mutations = { markPaid, release, refund };
  const [confirm, setConfirm] = useState<{
    action: Action;
    order: AdminOrder;
    open: boolean;
  } | null>(null);
  const [recording, setRecording] = useState<{ order: AdminOrder; open: boolean } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const pending = markPaid.isPending || release.isPending || refund.isPending;
  const phone = useMediaQuery(PHONE_QUERY);

  const handleConfirm = async () => {
    if (!confirm) return;
    const { action, order } = confirm;
    try {
      await mutations[action].mutateAsync(order);
      setNotice({ severity: 'success', text: DONE[action](order) });
    } catch (error) {
      setNotice({ severity: 'error', text: getErrorMessage(error) });
    } finally {
      setConfirm({ action, order, open: false });
    }
  };

  const ask = (action: Action, order: AdminOrder) => {
    setNotice(null);
    setConfirm({ action, order, open: true });
  };

  const askGateway = async (order: AdminOrder) => {
    setNotice(null);
    try {
      const { message, order: now } = await checkGateway.mutateAsync(order);
      setNotice({ severity: now.status === 'processing' ? 'info' : 'success', text: message });
    } catch (error) {
      setNotice({ severity: 'error', text: getErrorMessage(error) });
    }
  };

  const actionsOf = (row: AdminOrder) => (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      {isStuck(row) && (
        <Button
          size="small"
          loading={checkGateway.isPending && checkGateway.variables?.id === row.id}
          onClick={() => void askGateway(row)}
        >
          Check gateway
        </Button>
      )}
      {isStuckCharge(row) && row.paymentMethod === 'creditCard' && (
        <Button size="small" onClick={() => setRecording({ order: row, open: true })}>
          Record charge
        </Button>
      )}
      {canMarkPaid(row) && (
        <Button size="small" onClick={() => ask('markPaid', row)}>
          Mark paid
        </Button>
      )}
      {canRelease(row) && (
        <Button size="small" color="warning" onClick={() => ask('release', row)}>
          Release
        </Button>
      )}
      {canRefund(row) && (
        <Button size="small" color="warning" onClick={() => ask('refund', row)}>
          Refund
        </Button>
      )}
    </Stack>
  );

  // The actions and the order number stay in view while the grid scrolls sideways.
  const grid = pinLeadingColumns<AdminOrder>(
    [
      {
        field: 'actions',
        headerName: 'Actions',
        width: 230,
        sortable: false,
        filterable: false,
        disableExport: true,
        renderCell: ({ row }) => actionsOf(row),
      },
      // Not the bare `id` field: a card lists the number too (the dialogs name the order by it).
      {
        field: 'number',
        headerName: 'Number',
        type: 'number',
        width: 90,
        valueGetter: (_value, row) => row.id,
      },
      formattedColumn('createdAt', 'Created', 170, formatDateTime),
      labelColumn('kind', 'Kind', 110, KIND_LABELS),
      {
        field: 'payer',
        headerName: 'Payer',
        width: 220,
        valueGetter: (_value, row) =>
          [row.payerName, row.payerEmail].filter(Boolean).join(', ') || '',
      },
      {
        field: 'items',
        headerName: 'Items',
        width: 280,
        valueGetter: (_value, row) =>
          row.items.length > 0
            ? row.items.map((item) => item.description).join('; ')
            : row.description,
      },
      formattedColumn('amountCents', 'Amount', 110, formatCents, { type: 'number' }),
      labelColumn('paymentMethod', 'Method', 100, METHOD_LABELS),
      {
        field: 'status',
        headerName: 'Status',
        width: 260,
        valueGetter: (value: OrderStatus) => STATUS_LABELS[value],
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            <Chip
              size="small"
              label={STATUS_LABELS[row.status]}
              color={STATUS_COLORS[row.status] ?? 'default'}
            />
            {row.needsAttention && (
              <Chip size="small" color="warning" variant="outlined" label="Needs attention" />
            )}
          </Stack>
        ),
      },
      {
        field: 'holdUntil',
        headerName: 'Seats held until',
        width: 190,
        valueGetter: (_value, row) =>
          row.holdUntil
            ? formatDateTime(row.holdUntil)
            : row.releasedAt
              ? `Released ${formatDateTime(row.releasedAt)}`
              : '',
      },
      { field: 'transactionId', headerName: 'Transaction id', width: 160 },
      { field: 'lastError', headerName: 'Last error', width: 260 },
    ],
    2,
  );

  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} sx={{ mb: 1 }}>
          {notice.text}
        </Alert>
      )}
      {phone ? (
        <>
          <RowCards<AdminOrder>
            label="Orders"
            rows={rows}
            columns={grid.columns}
            empty={empty}
            actions={actionsOf}
          />
          <CardPagination label="Orders" paging={paging} />
        </>
      ) : (
        <Box sx={gridBoxSx(650)}>
          <DataGrid<AdminOrder>
            aria-label="Orders"
            rows={rows}
            columns={grid.columns}
            getRowClassName={({ row }) => (row.needsAttention ? 'needs-attention' : '')}
            sx={{ '& .needs-attention': { bgcolor: 'warning.light' }, ...grid.sx }}
            disableRowSelectionOnClick
            columnBufferPx={COLUMN_BUFFER_PX}
            // The server pages the orders, newest first: sorting one page would mislead.
            disableColumnSorting
            paginationMode="server"
            pageSizeOptions={[...SERVER_PAGE_SIZES]}
            rowCount={paging.rowCount}
            paginationModel={paging.paginationModel}
            onPaginationModelChange={paging.onPaginationModelChange}
            {...emptyGridProps(empty)}
          />
        </Box>
      )}
      {confirm && (
        <ConfirmDialog
          question={QUESTIONS[confirm.action](confirm.order)}
          open={confirm.open}
          pending={pending}
          onConfirm={() => void handleConfirm()}
          onClose={() => setConfirm({ ...confirm, open: false })}
        />
      )}
      {recording && (
        <RecordChargeDialog
          key={recording.order.id}
          order={recording.order}
          open={recording.open}
          onRecord={async (transactionId) => {
            await recordCharge.mutateAsync({ order: recording.order, transactionId });
            setNotice({ severity: 'success', text: `Order ${recording.order.id} is paid.` });
          }}
          onClose={() => setRecording({ ...recording, open: false })}
        />
      )}
    </Box>
  );
}
