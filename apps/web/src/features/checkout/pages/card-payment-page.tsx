import { useRef, useState } from 'react';
import type { z } from 'zod';
import { centsToDecimal, formatCents, MESSAGES, type ChargeResponse } from '@kingside/shared';
import { Notice } from '@/components/notice';
import { TextField } from '@/components/plain-form/fields';
import { PlainFormCard } from '@/components/plain-form/plain-form';
import { useSchemaForm } from '@/components/plain-form/use-schema-form';
import { chargeCard } from '@/features/checkout/api/charge-card';
import {
  CardPaymentForm,
  type TokenizedCard,
} from '@/features/checkout/components/card-payment-form';
import type { PaymentDetailsSchema } from '@/features/checkout/schemas';
import { ApiError } from '@/lib/api-client';

const schema = () => import('@/features/checkout/schemas').then((m) => m.PaymentDetailsSchema);

const newKey = () => crypto.randomUUID();

/**
 * /authorizenet: pay the club any amount by card (spec 1 "authorize-card payment form"). One
 * idempotency key per page load, so a retried charge (after a timeout or a lost answer) cannot
 * charge twice; a declined card gets a new key, since its next attempt is a new charge.
 */
export function CardPaymentPage() {
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [receipt, setReceipt] = useState<ChargeResponse | null>(null);
  const form = useSchemaForm(schema, { amount: '', description: '' });
  // The amount and description as the last check parsed them (before the card is tokenized).
  const details = useRef<z.output<typeof PaymentDetailsSchema> | null>(null);

  const pay = async ({ opaqueData, billTo }: TokenizedCard) => {
    // beforeSubmit has validated these.
    const { amount, description } = details.current!;
    try {
      setReceipt(
        await chargeCard({
          idempotencyKey,
          amount: centsToDecimal(amount),
          description,
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
    <PlainFormCard title="Pay By Credit Card" description="Pay the chess club by credit card." wide>
      {receipt ? (
        <Notice tone="success">
          {MESSAGES.paymentThanks} Amount: {formatCents(receipt.order.amountCents)}. Transaction id:{' '}
          {receipt.transactionId}.
        </Notice>
      ) : (
        <CardPaymentForm
          submitLabel="Pay"
          onSubmit={pay}
          beforeSubmit={async () => {
            details.current = await form.check();
            return details.current !== null;
          }}
        >
          <TextField {...form.field('amount')} label="Amount ($)" inputMode="decimal" required />
          <TextField {...form.field('description')} label="Description" required />
        </CardPaymentForm>
      )}
    </PlainFormCard>
  );
}
