import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCents, formatDateTime, OrderRefSchema } from '@kingside/shared';
import { FormCard } from '@/components/form-card';
import { QueryState } from '@/components/query-state';
import { OrderNextSteps, OrderSummaryView, orderQueryOptions } from '@/features/checkout';
import { PARENT_STATUS_LABELS } from '@/features/families/components/order-status';

function Receipt({ orderRef }: { orderRef: string }) {
  const order = useQuery(orderQueryOptions(orderRef));
  return (
    <QueryState query={order} label="Loading the order">
      {(o) => (
        <Stack spacing={2}>
          <Typography>
            Order {o.orderNumber} of {formatDateTime(o.createdAt)}: {PARENT_STATUS_LABELS[o.status]}
            , {formatCents(o.amountCents)}.
          </Typography>
          <OrderSummaryView order={o} />
          <OrderNextSteps order={o} />
        </Stack>
      )}
    </QueryState>
  );
}

/** /profile/family/orders/:orderRef: the receipt of one of the family's orders. */
export function FamilyReceiptPage() {
  const { orderRef } = useParams();
  const ref = OrderRefSchema.safeParse(orderRef);
  return (
    <FormCard title="Receipt" maxWidth={640}>
      <Stack spacing={2}>
        {ref.success ? <Receipt orderRef={ref.data} /> : <Typography>No such order.</Typography>}
        <Link component={RouterLink} to="/profile/family">
          Back to Family
        </Link>
      </Stack>
    </FormCard>
  );
}
