import { decimalToCents } from '@kingside/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { invalidRequest, unprocessable, type PayPalError } from './paypal-errors.js';

/** What a sandbox request carries: the Orders v2 body, its amount rules, and PayPal's headers. */

const MoneySchema = z.object({ currency_code: z.string(), value: z.string() });
type Money = z.infer<typeof MoneySchema>;

const HttpUrlSchema = z.url({ protocol: /^https?$/, error: 'Must be an absolute http(s) URL.' });

const ExperienceContextSchema = z.object({
  brand_name: z.string().max(127).optional(),
  user_action: z.enum(['CONTINUE', 'PAY_NOW']).optional(),
  shipping_preference: z.enum(['GET_FROM_FILE', 'NO_SHIPPING', 'SET_PROVIDED_ADDRESS']).optional(),
  return_url: HttpUrlSchema.optional(),
  cancel_url: HttpUrlSchema.optional(),
});

const PurchaseUnitSchema = z.object({
  reference_id: z.string().min(1).max(256).optional(),
  custom_id: z.string().max(255).optional(),
  invoice_id: z.string().max(127).optional(),
  description: z.string().max(127).optional(),
  amount: MoneySchema.extend({
    breakdown: z
      .object({ item_total: MoneySchema.optional(), discount: MoneySchema.optional() })
      .optional(),
  }),
  items: z
    .array(
      z.object({
        name: z.string().min(1).max(127),
        quantity: z.string().regex(/^[1-9]\d{0,9}$/),
        unit_amount: MoneySchema,
      }),
    )
    .optional(),
});
export type PurchaseUnit = z.infer<typeof PurchaseUnitSchema>;

export const CreateOrderSchema = z.object({
  intent: z.literal('CAPTURE'),
  purchase_units: z.array(PurchaseUnitSchema).length(1),
  payment_source: z
    .object({ paypal: z.object({ experience_context: ExperienceContextSchema.optional() }) })
    .optional(),
  /** The older place for return_url and cancel_url, still accepted by PayPal. */
  application_context: ExperienceContextSchema.optional(),
});
export type CreateOrderBody = z.infer<typeof CreateOrderSchema>;

/** The cents of a USD value with at most 2 decimals, or the error PayPal would give. */
function readMoney(money: Money, field: string): number | PayPalError {
  if (money.currency_code !== 'USD') {
    return unprocessable(
      'CURRENCY_NOT_SUPPORTED',
      'The sandbox takes USD only.',
      `${field}/currency_code`,
    );
  }
  if (/^\d{1,10}\.\d{3,}$/.test(money.value)) {
    return unprocessable(
      'DECIMAL_PRECISION',
      'If the currency supports decimals, only two decimal place precision is supported.',
      `${field}/value`,
    );
  }
  const cents = /^\d{1,10}(\.\d{1,2})?$/.test(money.value) ? decimalToCents(money.value) : null;
  if (cents === null) {
    return invalidRequest(
      'INVALID_PARAMETER_SYNTAX',
      'The value of a field does not conform to the expected format.',
      `${field}/value`,
    );
  }
  return cents;
}

/** Checks the amount against its breakdown and the items, as PayPal does; null when consistent. */
export function amountError(unit: PurchaseUnit): PayPalError | null {
  const field = "/purchase_units/@reference_id=='default'";
  const amount = readMoney(unit.amount, `${field}/amount`);
  if (typeof amount !== 'number') return amount;
  if (amount === 0) {
    return unprocessable(
      'CANNOT_BE_ZERO_OR_NEGATIVE',
      'Must be greater than zero.',
      `${field}/amount/value`,
    );
  }
  const breakdown = unit.amount.breakdown;
  const itemTotal = breakdown?.item_total
    ? readMoney(breakdown.item_total, `${field}/amount/breakdown/item_total`)
    : null;
  const discount = breakdown?.discount
    ? readMoney(breakdown.discount, `${field}/amount/breakdown/discount`)
    : 0;
  if (itemTotal !== null && typeof itemTotal !== 'number') return itemTotal;
  if (typeof discount !== 'number') return discount;

  if (unit.items?.length) {
    if (itemTotal === null) {
      return unprocessable(
        'ITEM_TOTAL_REQUIRED',
        'If item details are specified, amount.breakdown.item_total is required.',
      );
    }
    let sum = 0;
    for (const [i, item] of unit.items.entries()) {
      const price = readMoney(item.unit_amount, `${field}/items/${i}/unit_amount`);
      if (typeof price !== 'number') return price;
      sum += price * Number(item.quantity);
    }
    if (sum !== itemTotal) {
      return unprocessable(
        'ITEM_TOTAL_MISMATCH',
        'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.',
      );
    }
  }
  if (breakdown && (itemTotal ?? 0) - discount !== amount) {
    return unprocessable(
      'AMOUNT_MISMATCH',
      'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
    );
  }
  return null;
}

export const headerValue = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) || undefined;
};

/** The issue forced by PayPal-Mock-Response {"mock_application_codes": "…"}, as in PayPal's sandbox. */
export function mockIssue(request: FastifyRequest): string | null {
  const header = headerValue(request, 'paypal-mock-response');
  if (!header) return null;
  try {
    const code: unknown = (JSON.parse(header) as { mock_application_codes?: unknown })
      .mock_application_codes;
    return typeof code === 'string' && /^[A-Z_]{1,64}$/.test(code) ? code : null;
  } catch {
    return null;
  }
}
