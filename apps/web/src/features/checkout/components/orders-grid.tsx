import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { formatCents, type AdminOrder, type OrderStatus } from '@kingside/shared';
import { markOrderPaid, refundOrder, useOrderAction } from '@/features/checkout/api/admin-orders';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { getErrorMessage } from '@/lib/api-client';
import { formatInstantDate, formatInstantTime } from '@/lib/format';

const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  paid_unrecorded: 'Paid, not recorded',
  failed: 'Failed',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

const STATUS_COLORS: Partial<Record<OrderStatus, 'success' | 'info' | 'error' | 'warning'>> = {
  awaiting_payment: 'info',
  paid: 'success',
  paid_unrecorded: 'warning',
  failed: 'error',
};

const KIND_LABELS: Record<AdminOrder['kind'], string> = {
  camp: 'Camp',
  afterschool: 'After-school',
  payment: 'Payment',
};

const METHOD_LABELS: Record<AdminOrder['paymentMethod'], string> = {
  creditCard: 'Card',
  paypal: 'PayPal',
  zelle: 'Zelle',
};

/** Zelle and PayPal money arrives outside the gateway flow; an admin confirms it by hand. */
export const canMarkPaid = (order: AdminOrder) =>
  order.paymentMethod !== 'creditCard' &&
  (order.status === 'awaiting_payment' || order.status === 'pending');

/** Only card orders refund through the gateway from here. */
export const canRefund = (order: AdminOrder) =>
  order.paymentMethod === 'creditCard' && order.status === 'paid';

type Action = 'markPaid' | 'refund';
type Notice = { severity: 'success' | 'error'; text: string };

const QUESTIONS: Record<Action, (order: AdminOrder) => string> = {
  markPaid: (order) =>
    `Mark order ${order.id} (${formatCents(order.amountCents)} by ${METHOD_LABELS[order.paymentMethod]}) paid?`,
  refund: (order) => `Refund ${formatCents(order.amountCents)} to the card?`,
};

const DONE: Record<Action, (order: AdminOrder) => string> = {
  markPaid: (order) => `Order ${order.id} is marked paid.`,
  refund: (order) => `Refunded ${formatCents(order.amountCents)} for order ${order.id}.`,
};

/**
 * Every order, read-only, with the two things an admin does to one: mark a Zelle or PayPal order
 * paid when the money arrived, and refund a paid card order. Each asks first, then refetches.
 */
export function OrdersGrid({ rows, loading }: { rows: AdminOrder[]; loading: boolean }) {
  const markPaid = useOrderAction(markOrderPaid);
  const refund = useOrderAction(refundOrder);
  const [confirm, setConfirm] = useState<{
    action: Action;
    order: AdminOrder;
    open: boolean;
  } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const pending = markPaid.isPending || refund.isPending;

  const handleConfirm = async () => {
    if (!confirm) return;
    const { action, order } = confirm;
    try {
      await (action === 'markPaid' ? markPaid : refund).mutateAsync(order);
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

  const columns: GridColDef<AdminOrder>[] = [
    {
      field: 'actions',
      headerName: 'Actions',
      width: 120,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) =>
        canMarkPaid(row) ? (
          <Button size="small" onClick={() => ask('markPaid', row)}>
            Mark paid
          </Button>
        ) : canRefund(row) ? (
          <Button size="small" color="warning" onClick={() => ask('refund', row)}>
            Refund
          </Button>
        ) : null,
    },
    { field: 'id', headerName: 'Number', type: 'number', width: 90 },
    {
      field: 'createdAt',
      headerName: 'Created',
      width: 170,
      valueFormatter: (value: string) => `${formatInstantDate(value)} ${formatInstantTime(value)}`,
    },
    {
      field: 'kind',
      headerName: 'Kind',
      width: 110,
      valueGetter: (value: AdminOrder['kind']) => KIND_LABELS[value],
    },
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
    {
      field: 'amountCents',
      headerName: 'Amount',
      type: 'number',
      width: 110,
      valueFormatter: (value: number) => formatCents(value),
    },
    {
      field: 'paymentMethod',
      headerName: 'Method',
      width: 100,
      valueGetter: (value: AdminOrder['paymentMethod']) => METHOD_LABELS[value],
    },
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
    { field: 'transactionId', headerName: 'Transaction id', width: 160 },
    { field: 'lastError', headerName: 'Last error', width: 260 },
  ];

  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} sx={{ mb: 1 }}>
          {notice.text}
        </Alert>
      )}
      <Box sx={{ height: 650, width: '100%' }}>
        <DataGrid<AdminOrder>
          aria-label="Orders"
          rows={rows}
          columns={columns}
          loading={loading}
          getRowClassName={({ row }) => (row.needsAttention ? 'needs-attention' : '')}
          sx={{ '& .needs-attention': { bgcolor: 'warning.light' } }}
          disableRowSelectionOnClick
        />
      </Box>
      {confirm && (
        <ConfirmDialog
          question={QUESTIONS[confirm.action](confirm.order)}
          open={confirm.open}
          pending={pending}
          onConfirm={() => void handleConfirm()}
          onClose={() => setConfirm({ ...confirm, open: false })}
        />
      )}
    </Box>
  );
}
