import { centsToDecimal } from '@kingside/shared';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthorizeNetContext } from './options.js';
import { sandboxCardTransactions } from './tables.js';
import {
  apiError,
  okMessages,
  elementReader,
  refuseLogin,
  schemaError,
  type ApiAnswer,
} from './authorizenet-api.js';

/**
 * The embedded Authorize.net sandbox's Transaction Reporting calls, by which the payments service
 * finds a charge whose answer was lost (docs/decisions/0015): getUnsettledTransactionListRequest,
 * getSettledBatchListRequest, getTransactionListRequest and getTransactionDetailsRequest. The
 * sandbox settles each UTC day's transactions in one batch at the next midnight UTC (batch id: that
 * day as YYYYMMDD); until then they are unsettled. A void changes the status of the charge it
 * voided and is not listed itself, as at Authorize.net.
 */

type Row = typeof sandboxCardTransactions.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
/** getSettledBatchListRequest takes at most 31 days of settlement dates. */
const MAX_BATCH_RANGE_MS = 31 * DAY_MS;
const NO_RECORDS = {
  resultCode: 'Ok' as const,
  message: [{ code: 'I00004', text: 'No records found.' }],
};
const notFound = (refId?: string) => apiError('E00040', 'The record cannot be found.', refId);

const settlementTime = (row: Row) =>
  new Date(Math.floor(row.createdAt.getTime() / DAY_MS) * DAY_MS + DAY_MS);
const batchIdOf = (row: Row) => row.createdAt.toISOString().slice(0, 10).replaceAll('-', '');
const isSettled = (row: Row, now: Date) => settlementTime(row) <= now;

/** "2026-11-23T14:05:00Z", as the reporting calls write UTC times. */
const utc = (instant: Date) => `${instant.toISOString().slice(0, 19)}Z`;
/** The same instant in the merchant's (the club's) time zone, without an offset. */
const local = (ctx: AuthorizeNetContext, instant: Date) =>
  instant.toLocaleString('sv-SE', { timeZone: ctx.config.timeZone }).replace(' ', 'T');

/** Authorize.net's transactionStatus for a transaction as of `now`. */
function statusOf(row: Row, voided: Set<string>, now: Date): string {
  const settled = isSettled(row, now);
  if (row.transactionType === 'refundTransaction') {
    return settled ? 'refundSettledSuccessfully' : 'refundPendingSettlement';
  }
  if (row.responseCode === '2') return 'declined';
  if (row.responseCode !== '1') return 'generalError';
  if (voided.has(String(row.transId))) return 'voided';
  return settled ? 'settledSuccessfully' : 'capturedPendingSettlement';
}

/** Every listed transaction (voids are not) and the ids of the charges that were voided. */
async function load(ctx: AuthorizeNetContext): Promise<{ listed: Row[]; voided: Set<string> }> {
  const rows = await ctx.db
    .select()
    .from(sandboxCardTransactions)
    .orderBy(asc(sandboxCardTransactions.transId));
  const voids = rows.filter((r) => r.transactionType === 'voidTransaction');
  return {
    listed: rows.filter((r) => r.transactionType !== 'voidTransaction'),
    voided: new Set(voids.map((r) => r.refTransId ?? '')),
  };
}

const money = (cents: number) => Number(centsToDecimal(cents));

/** One row of a transaction list (transactionSummaryType). */
function summary(ctx: AuthorizeNetContext, row: Row, voided: Set<string>, now: Date) {
  return {
    transId: String(row.transId),
    submitTimeUTC: utc(row.createdAt),
    submitTimeLocal: local(ctx, row.createdAt),
    transactionStatus: statusOf(row, voided, now),
    ...(row.invoiceNumber ? { invoiceNumber: row.invoiceNumber } : {}),
    accountType: row.accountType,
    accountNumber: `XXXX${row.last4}`,
    settleAmount: money(row.amountCents),
    marketType: 'eCommerce',
    product: 'Card Not Present',
  };
}

function batchOf(ctx: AuthorizeNetContext, row: Row) {
  const settled = settlementTime(row);
  return {
    batchId: batchIdOf(row),
    settlementTimeUTC: utc(settled),
    settlementTimeLocal: local(ctx, settled),
    settlementState: 'settledSuccessfully',
  };
}

// ---------------------------------------------------------------------------------------------
// Requests

const AuthSchema = z.object({ name: z.string(), transactionKey: z.string().optional() });
const RefIdSchema = z.string().max(20).optional();
const SortingSchema = z.object({
  orderBy: z.enum(['id', 'submitTimeUTC']),
  orderDescending: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true'),
});
const PagingSchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000),
  offset: z.coerce.number().int().min(1).max(100_000),
});
type Listing = { sorting?: z.infer<typeof SortingSchema>; paging?: z.infer<typeof PagingSchema> };
/** What every reporting call carries: the login, and a refId to echo. */
const CALL_FIELDS = { merchantAuthentication: AuthSchema, refId: RefIdSchema };
/** What the list calls add: their sorting and paging. */
const LIST_FIELDS = { sorting: SortingSchema.optional(), paging: PagingSchema.optional() };

/** Sorts (by id or submit time: the same order here) and pages a list; paging's offset is the page. */
function listing(rows: Row[], { sorting, paging }: Listing): { page: Row[]; total: number } {
  const sorted = sorting?.orderDescending ? [...rows].reverse() : rows;
  if (!paging) return { page: sorted, total: rows.length };
  const start = (paging.offset - 1) * paging.limit;
  return { page: sorted.slice(start, start + paging.limit), total: rows.length };
}

/** The list calls' nested elements and their XSD order. */
const LIST_CHILDREN = [
  ['sorting', ['orderBy', 'orderDescending']],
  ['paging', ['limit', 'offset']],
] as const;

/**
 * One reporting call: its elements in XSD order (sorting and paging too), its schema, the login,
 * then the answer.
 */
function reportingCall<S extends z.ZodObject<{ merchantAuthentication: typeof AuthSchema }>>(
  name: string,
  order: readonly string[],
  schema: S,
  answer: (
    ctx: AuthorizeNetContext,
    request: z.infer<S>,
    refId: string | undefined,
  ) => Promise<ApiAnswer>,
) {
  const read = elementReader(name, order, schema, LIST_CHILDREN);
  return async (ctx: AuthorizeNetContext, body: unknown): Promise<ApiAnswer> => {
    const parsed = read(body);
    if (!parsed.ok) return parsed.answer;
    const request = parsed.value;
    const refId = (request as { refId?: string }).refId;
    const refused = refuseLogin(
      ctx.config,
      request.merchantAuthentication,
      'transactionKey',
      refId,
    );
    if (refused) return refused;
    return answer(ctx, request, refId);
  };
}

const withRefId = (refId: string | undefined) => (refId ? { refId } : {});

/** A transaction list's answer: one page of `rows` as summaries, and how many there are in all. */
function transactionPage(
  ctx: AuthorizeNetContext,
  rows: Row[],
  request: Listing,
  { voided, now, refId }: { voided: Set<string>; now: Date; refId: string | undefined },
): ApiAnswer {
  const { page, total } = listing(rows, request);
  return {
    ...withRefId(refId),
    transactions: page.map((r) => summary(ctx, r, voided, now)),
    totalNumInResultSet: total,
    messages: okMessages(),
  };
}

const unsettledList = reportingCall(
  'getUnsettledTransactionListRequest',
  ['merchantAuthentication', 'clientId', 'refId', 'status', 'sorting', 'paging'],
  z.object({
    ...CALL_FIELDS,
    status: z.enum(['pendingApproval']).optional(),
    ...LIST_FIELDS,
  }),
  async (ctx, request, refId) => {
    const now = new Date();
    const { listed, voided } = await load(ctx);
    // Nothing is ever held for review here, so "pendingApproval" lists nothing.
    const unsettled = request.status ? [] : listed.filter((r) => !isSettled(r, now));
    if (unsettled.length === 0) return { ...withRefId(refId), messages: NO_RECORDS };
    return transactionPage(ctx, unsettled, request, { voided, now, refId });
  },
);

const settledBatchList = reportingCall(
  'getSettledBatchListRequest',
  [
    'merchantAuthentication',
    'clientId',
    'refId',
    'includeStatistics',
    'firstSettlementDate',
    'lastSettlementDate',
  ],
  z.object({
    ...CALL_FIELDS,
    includeStatistics: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
    firstSettlementDate: z.iso.datetime().optional(),
    lastSettlementDate: z.iso.datetime().optional(),
  }),
  async (ctx, request, refId) => {
    const now = new Date();
    const last = request.lastSettlementDate ? new Date(request.lastSettlementDate) : now;
    const first = request.firstSettlementDate
      ? new Date(request.firstSettlementDate)
      : new Date(last.getTime() - DAY_MS);
    if (last < first || last.getTime() - first.getTime() > MAX_BATCH_RANGE_MS) {
      return schemaError('The date range can not exceed 31 days.', refId);
    }
    const { listed } = await load(ctx);
    const batches = new Map<string, ReturnType<typeof batchOf>>();
    for (const row of listed) {
      const settled = settlementTime(row);
      if (settled > now || settled < first || settled > last) continue;
      batches.set(batchIdOf(row), batchOf(ctx, row));
    }
    if (batches.size === 0) return { ...withRefId(refId), messages: NO_RECORDS };
    return {
      ...withRefId(refId),
      batchList: [...batches.values()].map((b) => ({
        ...b,
        paymentMethod: 'creditCard',
        marketType: 'eCommerce',
        product: 'Card Not Present',
      })),
      messages: okMessages(),
    };
  },
);

const transactionList = reportingCall(
  'getTransactionListRequest',
  ['merchantAuthentication', 'clientId', 'refId', 'batchId', 'sorting', 'paging'],
  z.object({
    ...CALL_FIELDS,
    batchId: z.coerce.string().regex(/^\d{1,12}$/),
    ...LIST_FIELDS,
  }),
  async (ctx, request, refId) => {
    const now = new Date();
    const { listed, voided } = await load(ctx);
    const inBatch = listed.filter((r) => isSettled(r, now) && batchIdOf(r) === request.batchId);
    if (inBatch.length === 0) return notFound(refId);
    return transactionPage(ctx, inBatch, request, { voided, now, refId });
  },
);

const REASONS: Record<string, { code: number; text: string }> = {
  '1': { code: 1, text: 'Approval' },
  '2': { code: 2, text: 'This transaction has been declined.' },
};

const transactionDetails = reportingCall(
  'getTransactionDetailsRequest',
  ['merchantAuthentication', 'clientId', 'refId', 'transId'],
  z.object({
    ...CALL_FIELDS,
    transId: z.coerce.string().regex(/^\d{1,15}$/),
  }),
  async (ctx, request, refId) => {
    const now = new Date();
    const { listed, voided } = await load(ctx);
    const row = listed.find((r) => String(r.transId) === request.transId);
    if (!row) return notFound(refId);
    const reason = REASONS[row.responseCode] ?? { code: 3, text: 'An error occurred.' };
    return {
      ...withRefId(refId),
      transaction: {
        transId: String(row.transId),
        ...(row.refTransId ? { refTransId: row.refTransId } : {}),
        submitTimeUTC: utc(row.createdAt),
        submitTimeLocal: local(ctx, row.createdAt),
        transactionType: row.transactionType,
        transactionStatus: statusOf(row, voided, now),
        responseCode: Number(row.responseCode),
        responseReasonCode: reason.code,
        responseReasonDescription: reason.text,
        ...(isSettled(row, now) ? { batch: batchOf(ctx, row) } : {}),
        order: row.invoiceNumber ? { invoiceNumber: row.invoiceNumber } : {},
        authAmount: money(row.amountCents),
        settleAmount: money(row.amountCents),
        payment: {
          creditCard: {
            cardNumber: `XXXX${row.last4}`,
            expirationDate: 'XXXX',
            cardType: row.accountType,
          },
        },
        recurringBilling: false,
        product: 'Card Not Present',
        marketType: 'eCommerce',
      },
      messages: okMessages(),
    };
  },
);

/** The reporting calls by their root element. */
export const REPORTING_REQUESTS: Readonly<
  Record<string, (ctx: AuthorizeNetContext, body: unknown) => Promise<ApiAnswer>>
> = {
  getUnsettledTransactionListRequest: unsettledList,
  getSettledBatchListRequest: settledBatchList,
  getTransactionListRequest: transactionList,
  getTransactionDetailsRequest: transactionDetails,
};
