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
 * and no money arrives (docs/decisions/0015). Plain HTML, like the other checkout components.
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
    <div
      className={`notice gateway-status ${sandbox ? 'notice-warning' : 'notice-success'}`}
      role="status"
      aria-label="Payment gateways"
    >
      <div className="notice-text chips">
        {entries.map((g) => (
          <span key={g.key} className={g.sandbox ? 'chip chip-warning' : 'chip chip-success'}>
            {`${GATEWAY_NAMES[g.key]}: ${ENVIRONMENT_LABELS[g.environment]}`}
          </span>
        ))}
        {sandbox && <span>Test payments only: nobody is charged through a sandbox.</span>}
      </div>
    </div>
  );
}
