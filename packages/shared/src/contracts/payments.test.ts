import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { CardChargeRequestSchema, PaymentAmountSchema } from './payments.js';

describe('the free payment amount', () => {
  it.each([
    ['25', 2500],
    ['$1,375.5', 137550],
    ['0.01', 1],
    ['10000', 1_000_000],
    ['$10,000.00', 1_000_000],
  ])('reads %j as %i cents', (text, cents) => {
    expect(PaymentAmountSchema.parse(text)).toBe(cents);
  });

  it.each([
    ['', MESSAGES.required],
    ['0', MESSAGES.amountInDollars],
    ['1.234', MESSAGES.amountInDollars],
    ['abc', MESSAGES.amountInDollars],
    ['10000.01', 'Enter an amount between $0.01 and $10,000.00.'],
    ['999999999', 'Enter an amount between $0.01 and $10,000.00.'],
  ])('refuses %j: %s', (text, message) => {
    const result = PaymentAmountSchema.safeParse(text);
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('is the amount the charge request takes', () => {
    const body = {
      idempotencyKey: '5b0f4f8e-2f7c-4d2a-9a51-2d7f3c1e9b10',
      description: 'Tournament fee',
      opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'token' },
    };
    expect(CardChargeRequestSchema.parse({ ...body, amount: '42.50' }).amount).toBe(4250);
    expect(CardChargeRequestSchema.safeParse({ ...body, amount: '10000.01' }).success).toBe(false);
  });
});
