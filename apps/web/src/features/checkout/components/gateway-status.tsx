import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GatewayEnvironment, PaymentGateways } from '@kingside/shared';
import { usePaymentGateways } from '@/features/checkout/api/payment-gateways';

const GATEWAY_NAMES: Record<keyof PaymentGateways, string> = {
  card: 'Card',
  paypal: 'PayPal',
};

const ENVIRONMENT_LABELS: Record<GatewayEnvironment, string> = {
  embedded: 'embedded sandbox',
  sandbox: 'provider sandbox',
  production: 'live',
};

/**
 * Where the payment gateways send money. Any sandbox gets a warning banner: payers are not charged
 * and no money arrives (docs/decisions/0015).
 */
export function GatewayStatus() {
  const gateways = usePaymentGateways();
  if (!gateways.data) return null;
  const entries = (Object.keys(GATEWAY_NAMES) as (keyof PaymentGateways)[]).map((key) => ({
    key,
    ...gateways.data[key],
  }));
  const sandbox = entries.some((g) => g.sandbox);
  return (
    <Alert
      severity={sandbox ? 'warning' : 'success'}
      role="status"
      aria-label="Payment gateways"
      sx={{ mb: 1, alignItems: 'center' }}
    >
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {entries.map((g) => (
          <Chip
            key={g.key}
            size="small"
            color={g.sandbox ? 'warning' : 'success'}
            label={`${GATEWAY_NAMES[g.key]}: ${ENVIRONMENT_LABELS[g.environment]}`}
          />
        ))}
        {sandbox && <span>Test payments only: nobody is charged through a sandbox.</span>}
      </Stack>
    </Alert>
  );
}
