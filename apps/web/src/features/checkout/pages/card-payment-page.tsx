import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { z } from 'zod';
import {
  CardChargeRequestSchema,
  centsToDecimal,
  formatCents,
  MESSAGES,
  PaymentAmountSchema,
  type ChargeResponse,
} from '@kingside/shared';
import { FormCard } from '@/components/form-card';
import { FormTextField } from '@/components/form-text-field';
import { chargeCard } from '@/features/checkout/api/charge-card';
import {
  CardPaymentForm,
  type TokenizedCard,
} from '@/features/checkout/components/card-payment-form';
import { ApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';

/** The free payment's fields, checked by the charge contract's own rules before tokenizing. */
const PaymentDetailsSchema = z.object({
  /** Dollars as typed ("25", "$1,375.50"); parsed to cents and sent normalized ("1375.50"). */
  amount: PaymentAmountSchema,
  description: CardChargeRequestSchema.shape.description,
});

const newKey = () => crypto.randomUUID();

/**
 * /authorizenet: pay the club any amount by card (spec 1 "authorize-card payment form"). One
 * idempotency key per page load, so a retried charge (after a timeout or a lost answer) cannot
 * charge twice; a declined card gets a new key, since its next attempt is a new charge.
 */
export function CardPaymentPage() {
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [receipt, setReceipt] = useState<ChargeResponse | null>(null);
  const { control, trigger, getValues } = useZodForm(PaymentDetailsSchema, {
    defaultValues: { amount: '', description: '' },
  });

  const pay = async ({ opaqueData, billTo }: TokenizedCard) => {
    // beforeSubmit has validated these.
    const details = PaymentDetailsSchema.parse(getValues());
    try {
      setReceipt(
        await chargeCard({
          idempotencyKey,
          amount: centsToDecimal(details.amount),
          description: details.description,
          opaqueData,
          ...billTo,
        }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CARD_DECLINED') setIdempotencyKey(newKey());
      throw error;
    }
  };

  return (
    <FormCard
      title="Pay By Credit Card"
      description="Pay the chess club by credit card."
      maxWidth={640}
    >
      {receipt ? (
        <Alert severity="success">
          {MESSAGES.paymentThanks} Amount: {formatCents(receipt.order.amountCents)}. Transaction id:{' '}
          {receipt.transactionId}.
        </Alert>
      ) : (
        <CardPaymentForm submitLabel="Pay" onSubmit={pay} beforeSubmit={() => trigger()}>
          <FormTextField
            control={control}
            name="amount"
            label="Amount ($)"
            required
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <FormTextField control={control} name="description" label="Description" required />
        </CardPaymentForm>
      )}
    </FormCard>
  );
}
