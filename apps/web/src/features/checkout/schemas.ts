/**
 * The schemas the plain card form and the card payment page check with, in one module they import
 * lazily (docs/decisions/0025): zod downloads when a payer starts filling a form in, not with the
 * page.
 */
import { z } from 'zod';
import {
  CardChargeRequestSchema,
  CardFieldsSchema,
  dateKeyIn,
  luhnValid,
  normalizeExpiration,
  PaymentAmountSchema,
} from '@kingside/shared';

/** The billing fields of the card payment request (spec 1 section 3), as the charge body takes them. */
export const BillToSchema = CardChargeRequestSchema.pick({
  billToFirstName: true,
  billToLastName: true,
  billToCompany: true,
  billToAddress: true,
  billToCity: true,
  billToState: true,
  billToZip: true,
  billToCountry: true,
});

/** The card form: the card as the browser checks it before tokenizing, and the billing fields. */
export const CardFormSchema = CardFieldsSchema.extend(BillToSchema.shape).superRefine(
  (values, ctx) => {
    if (!luhnValid(values.cardNumber)) {
      ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: 'Check the card number.' });
    }
    if (!normalizeExpiration(values.expirationDate, dateKeyIn(new Date()))) {
      ctx.addIssue({ code: 'custom', path: ['expirationDate'], message: 'This card has expired.' });
    }
  },
);

/** The free payment's fields (/authorizenet), checked by the charge contract's own rules. */
export const PaymentDetailsSchema = z.object({
  /** Dollars as typed ("25", "$1,375.50"); parsed to cents and sent normalized ("1375.50"). */
  amount: PaymentAmountSchema,
  description: CardChargeRequestSchema.shape.description,
});
