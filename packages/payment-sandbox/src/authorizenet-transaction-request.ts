import { decimalToCents } from '@kingside/shared';
import { z } from 'zod';
import { elementReader, schemaError } from './authorizenet-api.js';

/** createTransactionRequest as it arrives: element order, schemas, amount and duplicate window. */

/** Seconds within which the same refId, amount and card is a duplicate, unless the request says. */
const DEFAULT_DUPLICATE_WINDOW_SECONDS = 120;
/** Authorize.net's ceiling for transactionSettings duplicateWindow (8 hours). */
const MAX_DUPLICATE_WINDOW_SECONDS = 28_800;

const CREATE_TRANSACTION_ORDER = [
  'merchantAuthentication',
  'clientId',
  'refId',
  'transactionRequest',
] as const;

/** transactionRequestType's sequence in AnetApiSchema.xsd. */
const TRANSACTION_REQUEST_ORDER = [
  'transactionType',
  'amount',
  'currencyCode',
  'payment',
  'profile',
  'solution',
  'callId',
  'terminalNumber',
  'authCode',
  'refTransId',
  'splitTenderId',
  'order',
  'lineItems',
  'tax',
  'duty',
  'shipping',
  'taxExempt',
  'poNumber',
  'customer',
  'billTo',
  'shipTo',
  'customerIP',
  'cardholderAuthentication',
  'retail',
  'employeeId',
  'transactionSettings',
  'userFields',
  'surcharge',
  'merchantDescriptor',
  'subMerchant',
  'tip',
  'processingOptions',
  'subsequentAuthInformation',
  'otherTax',
  'shipFrom',
  'authorizationIndicatorType',
] as const;

const SettingSchema = z.object({ settingName: z.string(), settingValue: z.string() });

const TransactionRequestSchema = z.object({
  transactionType: z.string(),
  amount: z.union([z.string(), z.number()]).transform(String).optional(),
  payment: z
    .object({
      creditCard: z.object({ cardNumber: z.string(), expirationDate: z.string() }).optional(),
      opaqueData: z.object({ dataDescriptor: z.string(), dataValue: z.string() }).optional(),
    })
    .optional(),
  refTransId: z.string().optional(),
  order: z
    .object({
      invoiceNumber: z.string().max(20).optional(),
      description: z.string().max(255).optional(),
    })
    .optional(),
  customer: z.object({ email: z.string().max(255).optional() }).optional(),
  billTo: z.object({ zip: z.string().max(20).optional() }).optional(),
  customerIP: z.string().max(15).optional(),
  transactionSettings: z
    .object({ setting: z.union([SettingSchema, z.array(SettingSchema)]) })
    .optional(),
});
export type TransactionRequest = z.infer<typeof TransactionRequestSchema>;

const CreateTransactionSchema = z.object({
  merchantAuthentication: z.object({
    name: z.string(),
    transactionKey: z.string().optional(),
  }),
  refId: z.string().max(20).optional(),
  transactionRequest: z.looseObject({}),
});

/** Reads createTransactionRequest: its elements in XSD order, then its schema. */
export const readCreateTransaction = elementReader(
  'createTransactionRequest',
  CREATE_TRANSACTION_ORDER,
  CreateTransactionSchema,
);
/** Reads the transactionRequest inside it the same way. */
export const readTransactionRequest = elementReader(
  'transactionRequest',
  TRANSACTION_REQUEST_ORDER,
  TransactionRequestSchema,
);

/** "45", "45.5", "45.00" → cents; null for anything else, including more than 2 decimals. */
export function amountCents(amount: string | undefined): number | null {
  if (amount === undefined || !/^\d{1,13}(\.\d{1,2})?$/.test(amount)) return null;
  return decimalToCents(amount);
}

export const amountError = (refId: string | undefined) =>
  schemaError(
    "The 'AnetApi/xml/v1/schema/AnetApiSchema.xsd:amount' element is invalid - the value is not a Decimal with at most 2 decimal places.",
    refId,
  );

/** transactionSettings duplicateWindow in seconds, within Authorize.net's 0..28800. */
export function duplicateWindowSeconds(request: TransactionRequest): number {
  const settings = request.transactionSettings?.setting;
  const list = settings === undefined ? [] : Array.isArray(settings) ? settings : [settings];
  const value = Number(list.find((s) => s.settingName === 'duplicateWindow')?.settingValue);
  if (!Number.isInteger(value) || value < 0) return DEFAULT_DUPLICATE_WINDOW_SECONDS;
  return Math.min(value, MAX_DUPLICATE_WINDOW_SECONDS);
}
