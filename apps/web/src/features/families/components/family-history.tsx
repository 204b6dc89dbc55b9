import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatCents,
  formatDate,
  formatDateRange,
  ORDER_KIND_LABELS,
  type FamilyOrder,
  type FamilyRegistration,
} from '@kingside/shared';
import { QueryState } from '@/components/query-state';
import { TablePages } from '@/components/table-pages';
import {
  useFamilyOrders,
  useFamilyRegistrations,
  type FamilyPage,
} from '@/features/families/api/family-history';
import { PARENT_STATUS_LABELS, receiptPath } from '@/features/families/components/order-status';
import { TableRegion } from '@/components/table-region';

const PAGE_SIZE = 10;

const KIND_LABELS = ORDER_KIND_LABELS;

function ReceiptLink({ orderRef, label }: { orderRef: string | null; label: string }) {
  if (!orderRef) return <>—</>;
  return (
    <Link component={RouterLink} to={receiptPath(orderRef)} aria-label={label}>
      Receipt
    </Link>
  );
}

/** A paged table: its rows, and the pager under it when there is more than one page. */
function PagedTable({
  label,
  head,
  rows,
  total,
  paging,
  onPage,
}: {
  label: string;
  head: string[];
  rows: ReactNode;
  total: number;
  paging: FamilyPage;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <TableRegion label={`${label} table`}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {head.map((h) => (
                <TableCell key={h} align={h === 'Amount' ? 'right' : 'left'}>
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{rows}</TableBody>
        </Table>
      </TableRegion>
      {total > paging.size && (
        <TablePages
          label={`${label} pages`}
          total={total}
          page={paging.page}
          size={paging.size}
          sizes={[]}
          onChange={(next) => onPage(next.page)}
        />
      )}
    </>
  );
}

const when = (r: FamilyRegistration) =>
  r.startDate && r.endDate ? formatDateRange(r.startDate, r.endDate) : '—';

/** Every after-school and camp registration of the family, newest first, with its receipt. */
export function FamilyRegistrations() {
  const [page, setPage] = useState(0);
  const paging = { page, size: PAGE_SIZE };
  const registrations = useFamilyRegistrations(paging);
  return (
    <QueryState
      query={registrations}
      label="Loading the registrations"
      empty="No registrations yet."
      isEmpty={(list) => list.total === 0}
    >
      {({ items, total }) => (
        <PagedTable
          label="Registrations"
          head={['Student', 'Registration', 'When', 'Registered', 'Amount', 'Payment', 'Receipt']}
          total={total}
          paging={paging}
          onPage={setPage}
          rows={items.map((r) => (
            <TableRow key={`${r.kind}-${r.id}`}>
              <TableCell component="th" scope="row">
                {r.childName ?? r.studentName}
              </TableCell>
              <TableCell>
                {KIND_LABELS[r.kind]}: {r.what}
              </TableCell>
              <TableCell>{when(r)}</TableCell>
              <TableCell>{formatDate(r.registeredAt)}</TableCell>
              <TableCell align="right">{formatCents(r.amountCents)}</TableCell>
              <TableCell>
                {r.status ? PARENT_STATUS_LABELS[r.status] : r.paid ? 'Paid' : 'Not paid yet'}
              </TableCell>
              <TableCell>
                <ReceiptLink orderRef={r.orderRef} label={`Receipt for ${r.what}`} />
              </TableCell>
            </TableRow>
          ))}
        />
      )}
    </QueryState>
  );
}

/** The family's orders and payments, newest first, with their receipts. */
export function FamilyOrders() {
  const [page, setPage] = useState(0);
  const paging = { page, size: PAGE_SIZE };
  const orders = useFamilyOrders(paging);
  return (
    <QueryState
      query={orders}
      label="Loading the payments"
      empty="No payments yet."
      isEmpty={(list) => list.total === 0}
    >
      {({ items, total }) => (
        <PagedTable
          label="Payments"
          head={['Order', 'For', 'Date', 'Amount', 'Status', 'Receipt']}
          total={total}
          paging={paging}
          onPage={setPage}
          rows={items.map((o: FamilyOrder) => (
            <TableRow key={o.orderRef}>
              <TableCell component="th" scope="row">
                {o.orderNumber}
              </TableCell>
              <TableCell>
                <Stack>
                  <span>{o.description}</span>
                  <Typography variant="caption" color="text.secondary">
                    {KIND_LABELS[o.kind]}
                  </Typography>
                </Stack>
              </TableCell>
              <TableCell>{formatDate(o.paidAt ?? o.createdAt)}</TableCell>
              <TableCell align="right">{formatCents(o.amountCents)}</TableCell>
              <TableCell>{PARENT_STATUS_LABELS[o.status]}</TableCell>
              <TableCell>
                <ReceiptLink orderRef={o.orderRef} label={`Receipt for order ${o.orderNumber}`} />
              </TableCell>
            </TableRow>
          ))}
        />
      )}
    </QueryState>
  );
}
