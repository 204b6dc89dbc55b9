import crypto from 'node:crypto';
import { decimalToCents, normalizeExpiration } from '@kingside/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AuthorizeNetContext } from './options.js';
import { sandboxCardTokens, sandboxCardTransactions, type SandboxDbOrTx } from './tables.js';
import {
  apiError,
  describeIssue,
  elementError,
  misorderedElement,
  okMessages,
  refuseLogin,
  schemaError,
  type ApiAnswer,
} from './authorizenet-api.js';
import { REPORTING_REQUESTS } from './authorizenet-reporting.js';

/**
 * The embedded Authorize.net sandbox (docs/decisions/0010): the JSON API's
 * securePaymentContainerRequest (what Accept.js posts) and createTransactionRequest, plus a
 * look-alike Accept.js. It keeps what Authorize.net would show a merchant, never a full card
 * number or card code, and answers like the real service: HTTP 200, a UTF-8 BOM, then JSON.
 */

export const AUTHNET_SANDBOX_API_PATH = '/sandbox/authorizenet/xml/v1/request.api';
export const AUTHNET_SANDBOX_ACCEPT_JS_PATH = '/sandbox/authorizenet/v1/Accept.js';

const ACCEPT_DATA_DESCRIPTOR = 'COMMON.ACCEPT.INAPP.PAYMENT';
/** How long an Accept.js token can be charged, as at Authorize.net. */
const TOKEN_LIFETIME_MS = 15 * 60 * 1000;
/** Seconds within which the same refId, amount and card is a duplicate, unless the request says. */
const DEFAULT_DUPLICATE_WINDOW_SECONDS = 120;
/** Authorize.net's ceiling for transactionSettings duplicateWindow (8 hours). */
const MAX_DUPLICATE_WINDOW_SECONDS = 28_800;

type AccountType = 'Visa' | 'MasterCard' | 'AmericanExpress' | 'Discover' | 'JCB' | 'DinersClub';

/** The sandbox test cards (Authorize.net testing guide); no other number is accepted. */
const TEST_CARDS: Readonly<Record<string, AccountType>> = {
  '4111111111111111': 'Visa',
  '4007000000027': 'Visa',
  '4012888818888': 'Visa',
  '5424000000000015': 'MasterCard',
  '2223000010309703': 'MasterCard',
  '2223000010309711': 'MasterCard',
  '370000000000002': 'AmericanExpress',
  '6011000000000012': 'Discover',
  '3088000000000017': 'JCB',
  '38000000000006': 'DinersClub',
};

/** Card codes that trigger a card-code result (testing guide); any other code matches (M). */
const CARD_CODE_RESULTS: Readonly<Record<string, string>> = {
  '900': 'M',
  '901': 'N',
  '902': 'S',
  '903': 'U',
  '904': 'P',
};

/** Billing ZIPs that trigger an AVS result (testing guide); any other ZIP is a full match (Y). */
const AVS_BY_ZIP: Readonly<Record<string, string>> = {
  '46201': 'A',
  '46203': 'E',
  '46204': 'G',
  '46205': 'N',
  '46206': 'P',
  '46207': 'R',
  '46208': 'S',
  '46209': 'U',
  '46211': 'W',
  '46214': 'X',
  '46217': 'Z',
};
/** The billing ZIP the testing guide declines (reason 2). */
const DECLINE_ZIP = '46282';

const TEXT = {
  invalidToken: 'Invalid OTS Token.',
  unsuccessful: 'The transaction was unsuccessful.',
  approved: 'This transaction has been approved.',
  declined: 'This transaction has been declined.',
  duplicate: 'A duplicate transaction has been submitted.',
  amountRequired: 'A valid amount is required.',
  refTransIdRequired: 'A valid referenced transaction ID is required.',
  notFound: 'The transaction cannot be found.',
  creditCriteria: 'The referenced transaction does not meet the criteria for issuing a credit.',
  creditExceeds:
    'The sum of credits against the referenced transaction would exceed original debit amount.',
  alreadyVoided: 'This transaction has already been voided.',
  cardNumber: 'Please provide valid credit card number.',
  expiration: 'Please provide valid expiration date.',
  cardCode: 'Please provide valid CVV.',
} as const;

// ---------------------------------------------------------------------------------------------
// Answers

/** Sends an answer as Authorize.net does: a UTF-8 byte-order mark before the JSON. */
function sendAnswer(reply: FastifyReply, answer: ApiAnswer) {
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .send(`\uFEFF${JSON.stringify(answer)}`);
}

const today = () => new Date().toISOString().slice(0, 10);

// ---------------------------------------------------------------------------------------------
// securePaymentContainerRequest (Accept.js)

const SECURE_PAYMENT_ORDER = ['merchantAuthentication', 'clientId', 'refId', 'data'] as const;

const SecurePaymentRequestSchema = z.object({
  merchantAuthentication: z.object({ name: z.string(), clientKey: z.string().optional() }),
  refId: z.string().max(20).optional(),
  data: z.object({
    type: z.literal('TOKEN'),
    id: z.string().max(64),
    token: z.object({
      cardNumber: z.string(),
      /** MMYY, as Accept.js sends it. */
      expirationDate: z.string(),
      cardCode: z.string().optional(),
      zip: z.string().max(20).optional(),
      fullName: z.string().max(64).optional(),
    }),
  }),
});

/** The card-code result a card code will report; no code at all is "not processed" (P). */
function cardCodeResult(cardCode: string | undefined): string {
  if (cardCode === undefined || cardCode === '') return 'P';
  return CARD_CODE_RESULTS[cardCode] ?? 'M';
}

/** Checks a test card and keeps only what a merchant may see; the number and code are dropped here. */
async function tokenize(ctx: AuthorizeNetContext, body: unknown): Promise<ApiAnswer> {
  const misplaced = misorderedElement(body ?? {}, SECURE_PAYMENT_ORDER);
  if (misplaced) return elementError('securePaymentContainerRequest', misplaced);
  const parsed = SecurePaymentRequestSchema.safeParse(body);
  if (!parsed.success) return schemaError(describeIssue(parsed.error));
  const { merchantAuthentication: auth, refId, data } = parsed.data;
  const config = ctx.config;
  const refused = refuseLogin(config.apiLoginId, config.clientKey, auth, auth.clientKey, refId);
  if (refused) return refused;
  const card = data.token;
  const accountType = TEST_CARDS[card.cardNumber];
  if (!accountType) return apiError('E_WC_05', TEXT.cardNumber, refId);
  const expirationDate = /^\d{4}$/.test(card.expirationDate)
    ? normalizeExpiration(card.expirationDate, today())
    : null;
  if (!expirationDate) return apiError('E_WC_08', TEXT.expiration, refId);
  const codeLength = accountType === 'AmericanExpress' ? 4 : 3;
  if (card.cardCode && !new RegExp(`^\\d{${codeLength}}$`).test(card.cardCode)) {
    return apiError('E_WC_15', TEXT.cardCode, refId);
  }

  const token = crypto.randomBytes(96).toString('base64');
  await ctx.db.insert(sandboxCardTokens).values({
    token,
    last4: card.cardNumber.slice(-4),
    accountType,
    expirationDate,
    cardCodeResult: cardCodeResult(card.cardCode),
  });
  return {
    ...(refId ? { refId } : {}),
    opaqueData: { dataDescriptor: ACCEPT_DATA_DESCRIPTOR, dataValue: token },
    messages: okMessages(),
  };
}

// ---------------------------------------------------------------------------------------------
// createTransactionRequest

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
type TransactionRequest = z.infer<typeof TransactionRequestSchema>;

const CreateTransactionSchema = z.object({
  merchantAuthentication: z.object({
    name: z.string(),
    transactionKey: z.string().optional(),
  }),
  refId: z.string().max(20).optional(),
  transactionRequest: z.looseObject({}),
});

type TransactionRow = typeof sandboxCardTransactions.$inferSelect;

type TransactionOutcome = {
  responseCode: '1' | '2' | '3';
  /** Response reason code: 1 approved, 2/44 declined, 11 duplicate, 54/55 refund refused… */
  reasonCode: string;
  text: string;
  transId: string;
  refTransId?: string;
  authCode?: string;
  avsResultCode?: string;
  cvvResultCode?: string;
  last4?: string;
  accountType?: string;
};

/** A transactionResponse with the top-level messages Authorize.net sends with it. */
function transactionAnswer(outcome: TransactionOutcome, refId: string | undefined): ApiAnswer {
  const approved = outcome.responseCode === '1';
  return {
    transactionResponse: {
      responseCode: outcome.responseCode,
      authCode: outcome.authCode ?? '',
      avsResultCode: outcome.avsResultCode ?? 'P',
      cvvResultCode: outcome.cvvResultCode ?? '',
      cavvResultCode: '',
      transId: outcome.transId,
      refTransID: outcome.refTransId ?? '',
      transHash: '',
      testRequest: '0',
      accountNumber: outcome.last4 ? `XXXX${outcome.last4}` : '',
      accountType: outcome.accountType ?? '',
      ...(approved
        ? { messages: [{ code: outcome.reasonCode, description: outcome.text }] }
        : { errors: [{ errorCode: outcome.reasonCode, errorText: outcome.text }] }),
    },
    ...(refId ? { refId } : {}),
    messages: approved
      ? okMessages()
      : { resultCode: 'Error', message: [{ code: 'E00027', text: TEXT.unsuccessful }] },
  };
}

/** An error about the request itself (no transaction recorded): transId "0", like the real one. */
const requestRefused = (reasonCode: string, text: string, refId: string | undefined) =>
  transactionAnswer({ responseCode: '3', reasonCode, text, transId: '0' }, refId);

/** "45", "45.5", "45.00" → cents; null for anything else, including more than 2 decimals. */
function amountCents(amount: string | undefined): number | null {
  if (amount === undefined || !/^\d{1,13}(\.\d{1,2})?$/.test(amount)) return null;
  return decimalToCents(amount);
}

const amountError = (refId: string | undefined) =>
  schemaError(
    "The 'AnetApi/xml/v1/schema/AnetApiSchema.xsd:amount' element is invalid - the value is not a Decimal with at most 2 decimal places.",
    refId,
  );

/** transactionSettings duplicateWindow in seconds, within Authorize.net's 0..28800. */
function duplicateWindowSeconds(request: TransactionRequest): number {
  const settings = request.transactionSettings?.setting;
  const list = settings === undefined ? [] : Array.isArray(settings) ? settings : [settings];
  const value = Number(list.find((s) => s.settingName === 'duplicateWindow')?.settingValue);
  if (!Number.isInteger(value) || value < 0) return DEFAULT_DUPLICATE_WINDOW_SECONDS;
  return Math.min(value, MAX_DUPLICATE_WINDOW_SECONDS);
}

const newAuthCode = () => crypto.randomBytes(4).toString('hex').toUpperCase().slice(0, 6);

/** Uses a token once: unused, younger than 15 minutes and of Accept.js's descriptor, or null. */
async function useToken(
  db: SandboxDbOrTx,
  opaqueData: { dataDescriptor: string; dataValue: string },
) {
  if (opaqueData.dataDescriptor !== ACCEPT_DATA_DESCRIPTOR) return null;
  const [token] = await db
    .update(sandboxCardTokens)
    .set({ used: true })
    .where(
      and(
        eq(sandboxCardTokens.token, opaqueData.dataValue),
        eq(sandboxCardTokens.used, false),
        gt(sandboxCardTokens.createdAt, new Date(Date.now() - TOKEN_LIFETIME_MS)),
      ),
    )
    .returning();
  return token ?? null;
}

/** Serializes charges with one refId across server processes, so a duplicate cannot slip in. */
async function lockRefId(tx: SandboxDbOrTx, refId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox-anet:${refId}`}))`);
}

/** The approved charge a new one would duplicate: same refId, amount and card, inside the window. */
async function findDuplicate(
  tx: SandboxDbOrTx,
  charge: { refId: string; amountCents: number; last4: string; windowSeconds: number },
): Promise<TransactionRow | undefined> {
  const [row] = await tx
    .select()
    .from(sandboxCardTransactions)
    .where(
      and(
        eq(sandboxCardTransactions.refId, charge.refId),
        eq(sandboxCardTransactions.transactionType, 'authCaptureTransaction'),
        eq(sandboxCardTransactions.responseCode, '1'),
        eq(sandboxCardTransactions.amountCents, charge.amountCents),
        eq(sandboxCardTransactions.last4, charge.last4),
        gt(sandboxCardTransactions.createdAt, new Date(Date.now() - charge.windowSeconds * 1000)),
      ),
    )
    .limit(1);
  return row;
}

async function insertTransaction(
  tx: SandboxDbOrTx,
  values: typeof sandboxCardTransactions.$inferInsert,
): Promise<TransactionRow> {
  const [row] = await tx.insert(sandboxCardTransactions).values(values).returning();
  if (!row) throw new Error('sandbox transaction insert returned nothing');
  return row;
}

/** authCaptureTransaction: charges an Accept.js token, applying the testing guide's triggers. */
async function charge(
  ctx: AuthorizeNetContext,
  refId: string | undefined,
  request: TransactionRequest,
): Promise<ApiAnswer> {
  const cents = amountCents(request.amount);
  if (cents === null) return amountError(refId);
  if (cents === 0) return requestRefused('5', TEXT.amountRequired, refId);
  const opaqueData = request.payment?.opaqueData;
  if (!opaqueData) {
    return schemaError(
      'The sandbox charges Accept.js tokens only: send payment.opaqueData.',
      refId,
    );
  }
  const zip = request.billTo?.zip;
  const windowSeconds = duplicateWindowSeconds(request);

  return ctx.db.transaction(async (tx) => {
    const token = await useToken(tx, opaqueData);
    if (!token) return apiError('E00114', TEXT.invalidToken, refId);
    const card = {
      last4: token.last4,
      accountType: token.accountType,
      avsResultCode: zip ? (AVS_BY_ZIP[zip] ?? 'Y') : 'P',
      cvvResultCode: token.cardCodeResult,
    };
    if (refId) await lockRefId(tx, refId);
    const duplicate =
      refId && windowSeconds > 0
        ? await findDuplicate(tx, { refId, amountCents: cents, last4: token.last4, windowSeconds })
        : undefined;

    let outcome: Pick<TransactionOutcome, 'responseCode' | 'reasonCode' | 'text'>;
    if (duplicate) outcome = { responseCode: '3', reasonCode: '11', text: TEXT.duplicate };
    else if (zip === DECLINE_ZIP)
      outcome = { responseCode: '2', reasonCode: '2', text: TEXT.declined };
    else if (token.cardCodeResult === 'N') {
      outcome = { responseCode: '2', reasonCode: '44', text: TEXT.declined };
    } else outcome = { responseCode: '1', reasonCode: '1', text: TEXT.approved };

    const row = await insertTransaction(tx, {
      refId: refId ?? null,
      transactionType: 'authCaptureTransaction',
      responseCode: outcome.responseCode,
      amountCents: cents,
      last4: token.last4,
      accountType: token.accountType,
      invoiceNumber: request.order?.invoiceNumber ?? null,
    });
    const approved = outcome.responseCode === '1';
    return transactionAnswer(
      {
        ...outcome,
        ...card,
        transId: String(row.transId),
        authCode: approved ? newAuthCode() : '000000',
      },
      refId,
    );
  });
}

/** The last four digits a refund names: "1111" or "XXXX1111". */
const refundLast4 = (cardNumber: string | undefined) => /(\d{4})$/.exec(cardNumber ?? '')?.[1];

/** refundTransaction: credits part or all of an approved charge, never more than is left. */
async function refund(
  ctx: AuthorizeNetContext,
  refId: string | undefined,
  request: TransactionRequest,
): Promise<ApiAnswer> {
  const cents = amountCents(request.amount);
  if (cents === null) return amountError(refId);
  if (cents === 0) return requestRefused('5', TEXT.amountRequired, refId);
  const refTransId = request.refTransId ?? '';
  if (!/^\d{1,15}$/.test(refTransId)) {
    return requestRefused('33', TEXT.refTransIdRequired, refId);
  }
  const last4 = refundLast4(request.payment?.creditCard?.cardNumber);

  return ctx.db.transaction(async (tx) => {
    const [original] = await tx
      .select()
      .from(sandboxCardTransactions)
      .where(eq(sandboxCardTransactions.transId, Number(refTransId)))
      .for('update');
    const refundable =
      original?.transactionType === 'authCaptureTransaction' && original.responseCode === '1';
    if (!original || !refundable || original.last4 !== last4) {
      return requestRefused('54', TEXT.creditCriteria, refId);
    }
    if (cents > original.amountCents - original.refundedCents) {
      return requestRefused('55', TEXT.creditExceeds, refId);
    }
    await tx
      .update(sandboxCardTransactions)
      .set({ refundedCents: original.refundedCents + cents })
      .where(eq(sandboxCardTransactions.transId, original.transId));
    const row = await insertTransaction(tx, {
      refId: refId ?? null,
      transactionType: 'refundTransaction',
      responseCode: '1',
      amountCents: cents,
      last4: original.last4,
      accountType: original.accountType,
      invoiceNumber: request.order?.invoiceNumber ?? null,
      refTransId,
    });
    return transactionAnswer(
      {
        responseCode: '1',
        reasonCode: '1',
        text: TEXT.approved,
        transId: String(row.transId),
        refTransId,
        last4: original.last4,
        accountType: original.accountType,
      },
      refId,
    );
  });
}

/** voidTransaction: cancels an approved charge that has no refunds; a second void says so. */
async function voidCharge(
  ctx: AuthorizeNetContext,
  refId: string | undefined,
  request: TransactionRequest,
): Promise<ApiAnswer> {
  const refTransId = request.refTransId ?? '';
  if (!/^\d{1,15}$/.test(refTransId)) {
    return requestRefused('33', TEXT.refTransIdRequired, refId);
  }
  return ctx.db.transaction(async (tx) => {
    const [original] = await tx
      .select()
      .from(sandboxCardTransactions)
      .where(eq(sandboxCardTransactions.transId, Number(refTransId)))
      .for('update');
    if (!original || original.transactionType !== 'authCaptureTransaction') {
      return requestRefused('16', TEXT.notFound, refId);
    }
    const card = { last4: original.last4, accountType: original.accountType };
    const [voided] = await tx
      .select({ transId: sandboxCardTransactions.transId })
      .from(sandboxCardTransactions)
      .where(
        and(
          eq(sandboxCardTransactions.refTransId, refTransId),
          eq(sandboxCardTransactions.transactionType, 'voidTransaction'),
        ),
      )
      .limit(1);
    if (voided) {
      return transactionAnswer(
        {
          responseCode: '1',
          reasonCode: '310',
          text: TEXT.alreadyVoided,
          transId: refTransId,
          ...card,
        },
        refId,
      );
    }
    if (original.responseCode !== '1' || original.refundedCents > 0) {
      return requestRefused('16', TEXT.notFound, refId);
    }
    // A voided charge has nothing left to refund.
    await tx
      .update(sandboxCardTransactions)
      .set({ refundedCents: original.amountCents })
      .where(eq(sandboxCardTransactions.transId, original.transId));
    await insertTransaction(tx, {
      refId: refId ?? null,
      transactionType: 'voidTransaction',
      responseCode: '1',
      amountCents: original.amountCents,
      last4: original.last4,
      accountType: original.accountType,
      invoiceNumber: original.invoiceNumber,
      refTransId,
    });
    return transactionAnswer(
      { responseCode: '1', reasonCode: '1', text: TEXT.approved, transId: refTransId, ...card },
      refId,
    );
  });
}

const TRANSACTION_TYPES = {
  authCaptureTransaction: charge,
  refundTransaction: refund,
  voidTransaction: voidCharge,
} as const;

const isTransactionType = (type: string): type is keyof typeof TRANSACTION_TYPES =>
  Object.hasOwn(TRANSACTION_TYPES, type);

async function createTransaction(ctx: AuthorizeNetContext, body: unknown): Promise<ApiAnswer> {
  const misplaced = misorderedElement(body ?? {}, CREATE_TRANSACTION_ORDER);
  if (misplaced) return elementError('createTransactionRequest', misplaced);
  const parsed = CreateTransactionSchema.safeParse(body);
  if (!parsed.success) return schemaError(describeIssue(parsed.error));
  const { merchantAuthentication: auth, refId } = parsed.data;
  const misplacedChild = misorderedElement(
    parsed.data.transactionRequest,
    TRANSACTION_REQUEST_ORDER,
  );
  if (misplacedChild) return elementError('transactionRequest', misplacedChild);
  const request = TransactionRequestSchema.safeParse(parsed.data.transactionRequest);
  if (!request.success) return schemaError(describeIssue(request.error), refId);

  const config = ctx.config;
  const refused = refuseLogin(
    config.apiLoginId,
    config.transactionKey,
    auth,
    auth.transactionKey,
    refId,
  );
  if (refused) return refused;
  const type = request.data.transactionType;
  if (!isTransactionType(type)) {
    return schemaError(`The sandbox does not support transactionType '${type}'.`, refId);
  }
  return TRANSACTION_TYPES[type](ctx, refId, request.data);
}

/** One API call: the body's only element names the request. */
async function answerApiRequest(ctx: AuthorizeNetContext, raw: string): Promise<ApiAnswer> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.replace(/^\uFEFF/, ''));
  } catch {
    return schemaError('The request is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return schemaError('The request has no root element.');
  }
  const entries = Object.entries(parsed);
  const [name, body] = entries[0] ?? ['', undefined];
  if (entries.length !== 1) return schemaError('The request must have exactly one root element.');
  if (name === 'securePaymentContainerRequest') return tokenize(ctx, body);
  if (name === 'createTransactionRequest') return createTransaction(ctx, body);
  const report = Object.hasOwn(REPORTING_REQUESTS, name) ? REPORTING_REQUESTS[name] : undefined;
  if (report) return report(ctx, body);
  return schemaError(
    `The element '${name}' in namespace 'AnetApi/xml/v1/schema/AnetApiSchema.xsd' is invalid.`,
  );
}

// ---------------------------------------------------------------------------------------------
// Accept.js

/**
 * The browser script: Accept.dispatchData(secureData, responseHandler) with the real script's
 * client-side checks, posting to the sandbox API beside it (found from the script's own src).
 * Plain ES2017 with no dependencies and no eval, so the app's CSP (script-src 'self') allows it.
 */
export const ACCEPT_JS = String.raw`/* Kingside embedded Authorize.net sandbox: Accept.js look-alike. Test cards only. */
(function () {
  'use strict';
  var script = document.currentScript;
  var base = script && script.src ? script.src : window.location.href;
  var endpoint = new URL('../xml/v1/request.api', base).href;
  var TEXTS = {
    E_WC_05: 'Please provide valid credit card number.',
    E_WC_06: 'Please provide valid expiration month.',
    E_WC_07: 'Please provide valid expiration year.',
    E_WC_08: 'Please provide valid expiration date.',
    E_WC_10: 'Please provide valid apiloginid.',
    E_WC_14: 'Accept.js encryption failed.',
    E_WC_15: 'Please provide valid CVV.',
    E_WC_16: 'Please provide valid Zip code.',
    E_WC_17: 'Please provide valid card holder name.',
    E_WC_18: 'Client Key is required.'
  };

  function failure(codes) {
    return {
      messages: {
        resultCode: 'Error',
        message: codes.map(function (code) { return { code: code, text: TEXTS[code] }; })
      }
    };
  }

  function text(value) {
    return value === undefined || value === null ? '' : String(value).trim();
  }

  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits.charAt(digits.length - 1 - i));
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return sum % 10 === 0;
  }

  function read(secureData) {
    var auth = (secureData && secureData.authData) || {};
    var card = (secureData && secureData.cardData) || {};
    var month = text(card.month);
    var year = text(card.year);
    return {
      apiLoginID: text(auth.apiLoginID),
      clientKey: text(auth.clientKey),
      cardNumber: text(card.cardNumber).replace(/[\s-]/g, ''),
      month: month.length === 1 ? '0' + month : month,
      year: year.length === 2 ? '20' + year : year,
      cardCode: text(card.cardCode),
      zip: text(card.zip),
      fullName: text(card.fullName)
    };
  }

  function validate(c) {
    var codes = [];
    if (!c.apiLoginID) codes.push('E_WC_10');
    if (!c.clientKey) codes.push('E_WC_18');
    if (!/^\d{13,16}$/.test(c.cardNumber) || !luhn(c.cardNumber)) codes.push('E_WC_05');
    var monthOk = /^(0[1-9]|1[0-2])$/.test(c.month);
    var yearOk = /^20\d{2}$/.test(c.year);
    if (!monthOk) codes.push('E_WC_06');
    if (!yearOk) codes.push('E_WC_07');
    if (monthOk && yearOk) {
      var now = new Date();
      var expires = Number(c.year) * 12 + Number(c.month);
      if (expires < now.getFullYear() * 12 + now.getMonth() + 1) codes.push('E_WC_08');
    }
    if (c.cardCode && !/^\d{3,4}$/.test(c.cardCode)) codes.push('E_WC_15');
    if (c.zip.length > 20) codes.push('E_WC_16');
    if (c.fullName.length > 64) codes.push('E_WC_17');
    return codes;
  }

  function requestId() {
    return Date.now().toString(16) + '-' + Math.random().toString(16).slice(2, 14);
  }

  function containerRequest(c) {
    var token = { cardNumber: c.cardNumber, expirationDate: c.month + c.year.slice(2) };
    if (c.cardCode) token.cardCode = c.cardCode;
    if (c.zip) token.zip = c.zip;
    if (c.fullName) token.fullName = c.fullName;
    return {
      securePaymentContainerRequest: {
        merchantAuthentication: { name: c.apiLoginID, clientKey: c.clientKey },
        data: { type: 'TOKEN', id: requestId(), token: token }
      }
    };
  }

  function dispatchData(secureData, responseHandler) {
    if (typeof responseHandler !== 'function') {
      throw new TypeError('Accept.dispatchData needs a response handler function.');
    }
    var card = read(secureData);
    var codes = validate(card);
    if (codes.length) {
      setTimeout(function () { responseHandler(failure(codes)); }, 0);
      return;
    }
    fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(containerRequest(card)),
      credentials: 'omit'
    })
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.text();
      })
      .then(function (body) { return JSON.parse(body.replace(/^\uFEFF/, '')); })
      .then(
        function (answer) { responseHandler(answer); },
        function () { responseHandler(failure(['E_WC_14'])); }
      );
  }

  window.Accept = { dispatchData: dispatchData };
})();
`;

// ---------------------------------------------------------------------------------------------
// Routes

/** The Authorize.net look-alike: its JSON API endpoint and Accept.js. */
const authorizeNetSandbox: FastifyPluginAsync<{ ctx: AuthorizeNetContext }> = async (
  app,
  { ctx },
) => {
  // The handler parses the body itself, so a malformed request gets Authorize.net's E00003 answer.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(AUTHNET_SANDBOX_API_PATH, { schema: { hide: true } }, async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    return sendAnswer(reply, await answerApiRequest(ctx, raw));
  });

  app.get(AUTHNET_SANDBOX_ACCEPT_JS_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(ACCEPT_JS),
  );
};

export default authorizeNetSandbox;
