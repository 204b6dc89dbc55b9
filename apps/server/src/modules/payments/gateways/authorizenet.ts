import crypto from 'node:crypto';
import { centsToDecimal, decimalToCents } from '@kingside/shared';
import { z } from 'zod';
import type { BillTo, CardChargeInput, CardGateway, CardLookup, CardResult } from './types.js';
import { GATEWAY_REQUEST_TIMEOUT_MS } from './types.js';

/** Authorize.net's limit for refId and invoiceNumber. */
const MAX_REF_LENGTH = 20;
/** Seconds in which Authorize.net refuses the same refId, amount and card as a duplicate. */
const DUPLICATE_WINDOW_SECONDS = 120;
/** Transactions per page of a transaction list (Authorize.net's maximum). */
const LIST_PAGE_SIZE = 1000;
/** Pages of one list read at most, so a lookup stays bounded on a busy account. */
const MAX_LIST_PAGES = 10;
/** The longest settlement-date range getSettledBatchListRequest takes. */
const MAX_BATCH_RANGE_MS = 31 * 24 * 60 * 60 * 1000;

/** Transaction statuses in which the card was charged (settled or about to be). */
const APPROVED_STATUSES = new Set(['capturedPendingSettlement', 'settledSuccessfully']);
/** Statuses in which no money moved: declined, voided, expired or failed. */
const FAILED_STATUSES = new Set([
  'declined',
  'voided',
  'expired',
  'generalError',
  'failedReview',
  'communicationError',
]);

export type AuthorizeNetOptions = {
  /** The JSON API endpoint, e.g. https://apitest.authorize.net/xml/v1/request.api. */
  endpoint: string;
  apiLoginId: string;
  transactionKey: string;
  fetch: typeof fetch;
};

/**
 * An id Authorize.net accepts (at most 20 characters). A longer one, such as our order UUIDs,
 * becomes its first 11 characters, a dash and 8 hex digits of its SHA-256: the same input always
 * gives the same id, so a retried charge still meets the gateway's duplicate check.
 */
export function authorizeNetRef(ref: string): string {
  if (ref.length <= MAX_REF_LENGTH) return ref;
  const hash = crypto.createHash('sha256').update(ref).digest('hex').slice(0, 8);
  return `${ref.slice(0, MAX_REF_LENGTH - 9)}-${hash}`;
}

/** One element or a list of them: the JSON API sends either for repeated elements. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]));

const ResponseSchema = z.object({
  transactionResponse: z
    .object({
      responseCode: z.string(),
      authCode: z.string().optional(),
      transId: z.string().optional(),
      accountNumber: z.string().optional(),
      accountType: z.string().optional(),
      messages: listOf(z.object({ code: z.string(), description: z.string() })).optional(),
      errors: listOf(z.object({ errorCode: z.string(), errorText: z.string() })).optional(),
    })
    .optional(),
  messages: z.object({
    resultCode: z.string(),
    message: listOf(z.object({ code: z.string(), text: z.string() })),
  }),
});
type ApiResponse = z.infer<typeof ResponseSchema>;

const MessagesSchema = z.object({
  resultCode: z.string(),
  message: listOf(z.object({ code: z.string(), text: z.string() })),
});

const amount = z.union([z.string(), z.number()]).transform((v) => decimalToCents(String(v)));

/** One row of getUnsettledTransactionList or getTransactionList. */
const TransactionSummarySchema = z.object({
  transId: z.coerce.string(),
  submitTimeUTC: z.string().optional(),
  transactionStatus: z.string(),
  invoiceNumber: z.string().optional(),
});

const TransactionListSchema = z.object({
  transactions: listOf(TransactionSummarySchema).optional(),
  messages: MessagesSchema,
});

const BatchListSchema = z.object({
  batchList: listOf(z.object({ batchId: z.coerce.string() })).optional(),
  messages: MessagesSchema,
});

const TransactionDetailsSchema = z.object({
  transaction: z
    .object({
      transId: z.coerce.string(),
      transactionType: z.string(),
      transactionStatus: z.string(),
      settleAmount: amount.optional(),
      authAmount: amount.optional(),
      order: z.object({ invoiceNumber: z.string().optional() }).optional(),
      payment: z
        .object({
          creditCard: z
            .object({ cardNumber: z.string().optional(), cardType: z.string().optional() })
            .optional(),
        })
        .optional(),
    })
    .optional(),
  messages: MessagesSchema,
});
type TransactionDetails = NonNullable<z.infer<typeof TransactionDetailsSchema>['transaction']>;

/** "2026-11-23T14:05:00Z": the dateTime form the reporting calls take, in UTC. */
const utc = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/**
 * What the charges of one invoice add up to: any approved charge wins (the money was taken),
 * then any still being judged, then failures; no charge at all is `none`.
 */
function judge(charges: TransactionDetails[]): CardLookup {
  const approved = charges.find((t) => APPROVED_STATUSES.has(t.transactionStatus));
  if (approved) {
    return {
      outcome: 'approved',
      transactionId: approved.transId,
      amountCents: approved.settleAmount ?? approved.authAmount ?? 0,
      last4: /(\d{4})$/.exec(approved.payment?.creditCard?.cardNumber ?? '')?.[1] ?? null,
      accountType: approved.payment?.creditCard?.cardType ?? null,
    };
  }
  const open = charges.find((t) => !FAILED_STATUSES.has(t.transactionStatus));
  if (open)
    return { outcome: 'unsettled', transactionId: open.transId, status: open.transactionStatus };
  const failed = charges[0];
  if (failed)
    return { outcome: 'declined', transactionId: failed.transId, status: failed.transactionStatus };
  return { outcome: 'none' };
}

/** Drops null fields: the gateway wants absent elements, not nulls. */
function present<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null)) as Partial<T>;
}

/** billTo in XSD order (firstName … country). */
const billToElement = (b: BillTo) =>
  present({
    firstName: b.firstName,
    lastName: b.lastName,
    company: b.company,
    address: b.address,
    city: b.city,
    state: b.state,
    zip: b.zip,
    country: b.country,
  });

/** customerIP takes IPv4 only (at most 15 characters); an IPv4-mapped IPv6 address is unwrapped. */
function ipv4(ip: string | null): string | null {
  const candidate = ip?.replace(/^::ffff:/i, '') ?? '';
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(candidate) ? candidate : null;
}

const transactionId = (transId: string | undefined) =>
  transId && transId !== '0' ? transId : null;

/** A transaction's result as the payments service needs it. */
function toCardResult(response: ApiResponse): CardResult {
  const t = response.transactionResponse;
  const apiMessage = response.messages.message[0];
  if (!t) {
    if (response.messages.resultCode === 'Ok') {
      throw new Error('Authorize.net answered Ok without a transactionResponse');
    }
    return {
      ok: false,
      code: apiMessage?.code ?? 'UNKNOWN',
      message: apiMessage?.text ?? 'The card service refused the request.',
      declined: false,
      transactionId: null,
    };
  }
  if (t.responseCode === '1') {
    const last4 = /(\d{4})$/.exec(t.accountNumber ?? '')?.[1] ?? null;
    return {
      ok: true,
      // Test mode answers transId "0"; it is passed on as the gateway gave it.
      transactionId: t.transId ?? '',
      authCode: t.authCode ?? '',
      last4,
      accountType: t.accountType || null,
    };
  }
  const error = t.errors?.[0];
  return {
    ok: false,
    code: error?.errorCode ?? apiMessage?.code ?? t.responseCode,
    message: error?.errorText ?? apiMessage?.text ?? 'The transaction was unsuccessful.',
    // 2 is a decline; 3 an error and 4 held for review, which the payer cannot fix with this card.
    declined: t.responseCode === '2',
    transactionId: transactionId(t.transId),
  };
}

/**
 * Authorize.net's JSON API (createTransactionRequest). Cards arrive as Accept.js tokens; elements
 * are written in the schema's order, which the JSON API requires. A network failure or a non-2xx
 * answer throws, since the outcome of the charge is then unknown.
 */
export class AuthorizeNetGateway implements CardGateway {
  constructor(private readonly options: AuthorizeNetOptions) {}

  async charge(input: CardChargeInput): Promise<CardResult> {
    const customerIp = ipv4(input.customerIp);
    return this.transact(input.refId, {
      transactionType: 'authCaptureTransaction',
      amount: centsToDecimal(input.amountCents),
      payment: {
        opaqueData: {
          dataDescriptor: input.opaqueData.dataDescriptor,
          dataValue: input.opaqueData.dataValue,
        },
      },
      order: {
        invoiceNumber: authorizeNetRef(input.invoiceNumber),
        description: input.description.slice(0, 255),
      },
      ...(input.customerEmail ? { customer: { email: input.customerEmail } } : {}),
      billTo: billToElement(input.billTo),
      ...(customerIp ? { customerIP: customerIp } : {}),
      transactionSettings: {
        setting: [
          { settingName: 'duplicateWindow', settingValue: String(DUPLICATE_WINDOW_SECONDS) },
        ],
      },
    });
  }

  async refund(input: {
    transactionId: string;
    amountCents: number;
    last4: string;
    refId: string;
  }): Promise<CardResult> {
    return this.transact(input.refId, {
      transactionType: 'refundTransaction',
      amount: centsToDecimal(input.amountCents),
      payment: { creditCard: { cardNumber: input.last4, expirationDate: 'XXXX' } },
      refTransId: input.transactionId,
    });
  }

  /**
   * Looks an invoice up in the reporting API: the unsettled transactions (newest first), then the
   * batches settled since `since`; every match is read with getTransactionDetailsRequest, and only
   * charges (authCaptureTransaction) count.
   */
  async findCharge(input: { invoiceNumber: string; since: Date }): Promise<CardLookup> {
    const invoice = authorizeNetRef(input.invoiceNumber);
    const ids = new Set<string>();
    const collect = (list: z.infer<typeof TransactionSummarySchema>[]) => {
      for (const t of list) if (t.invoiceNumber === invoice) ids.add(t.transId);
    };
    const sorting = { orderBy: 'submitTimeUTC', orderDescending: true };
    for (let page = 1; page <= MAX_LIST_PAGES; page++) {
      const list = await this.list('getUnsettledTransactionListRequest', {
        sorting,
        paging: { limit: LIST_PAGE_SIZE, offset: page },
      });
      collect(list);
      const older = list.some((t) => t.submitTimeUTC && new Date(t.submitTimeUTC) < input.since);
      if (list.length < LIST_PAGE_SIZE || older) break;
    }
    const now = new Date();
    for (let from = input.since; from < now;) {
      const to = new Date(Math.min(from.getTime() + MAX_BATCH_RANGE_MS, now.getTime()));
      const batches = await this.call(BatchListSchema, 'getSettledBatchListRequest', {
        firstSettlementDate: utc(from),
        lastSettlementDate: utc(to),
      });
      for (const { batchId } of batches.batchList ?? []) {
        for (let page = 1; page <= MAX_LIST_PAGES; page++) {
          const list = await this.list('getTransactionListRequest', {
            batchId,
            sorting,
            paging: { limit: LIST_PAGE_SIZE, offset: page },
          });
          collect(list);
          if (list.length < LIST_PAGE_SIZE) break;
        }
      }
      from = to;
    }
    const charges: TransactionDetails[] = [];
    for (const transId of ids) {
      const details = await this.call(TransactionDetailsSchema, 'getTransactionDetailsRequest', {
        transId,
      });
      const t = details.transaction;
      if (t?.transactionType === 'authCaptureTransaction') charges.push(t);
    }
    return judge(charges);
  }

  /** A transaction list; "no records" (I00004) is an empty list. */
  private async list(request: string, fields: Record<string, unknown>) {
    return (await this.call(TransactionListSchema, request, fields)).transactions ?? [];
  }

  /** A reporting call; an error answer (bad login, unknown batch) throws. */
  private async call<T extends z.ZodType<{ messages: { resultCode: string } }>>(
    schema: T,
    request: string,
    fields: Record<string, unknown>,
  ): Promise<z.infer<T>> {
    const answer = schema.parse(
      await this.postJson({
        [request]: {
          merchantAuthentication: {
            name: this.options.apiLoginId,
            transactionKey: this.options.transactionKey,
          },
          ...fields,
        },
      }),
    );
    if (answer.messages.resultCode !== 'Ok') {
      const first = (answer.messages as z.infer<typeof MessagesSchema>).message[0];
      throw new Error(`Authorize.net ${request}: ${first?.code ?? ''} ${first?.text ?? ''}`);
    }
    return answer;
  }

  private async transact(refId: string, transactionRequest: Record<string, unknown>) {
    const body = {
      createTransactionRequest: {
        merchantAuthentication: {
          name: this.options.apiLoginId,
          transactionKey: this.options.transactionKey,
        },
        refId: authorizeNetRef(refId),
        transactionRequest,
      },
    };
    return toCardResult(await this.post(body));
  }

  private async post(body: unknown): Promise<ApiResponse> {
    return ResponseSchema.parse(await this.postJson(body));
  }

  private async postJson(body: unknown): Promise<unknown> {
    const res = await this.options.fetch(this.options.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(GATEWAY_REQUEST_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`Authorize.net answered HTTP ${res.status}`);
    // Authorize.net puts a UTF-8 byte-order mark before its JSON.
    const text = (await res.text()).replace(/^\uFEFF/, '');
    return JSON.parse(text);
  }
}
