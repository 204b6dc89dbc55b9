import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AuthorizeNetContext } from './options.js';
import { sandboxCardTransactions } from './tables.js';
import {
  apiError,
  okMessages,
  refuseLogin,
  schemaError,
  type ApiAnswer,
} from './authorizenet-api.js';
import {
  amountCents,
  amountError,
  duplicateWindowSeconds,
  readCreateTransaction,
  readTransactionRequest,
  type TransactionRequest,
} from './authorizenet-transaction-request.js';
import {
  findDuplicate,
  insertTransaction,
  lockRefId,
  lockTransaction,
} from './authorizenet-transaction-store.js';
import { useToken } from './authorizenet-tokens.js';

/** createTransactionRequest: charge, refund and void, with the testing guide's triggers. */

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
} as const;

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

const newAuthCode = () => crypto.randomBytes(4).toString('hex').toUpperCase().slice(0, 6);

/** One transactionType's call: the transactionRequest read, the answer to send. */
type TransactionCall = (
  ctx: AuthorizeNetContext,
  refId: string | undefined,
  request: TransactionRequest,
) => Promise<ApiAnswer>;

/** The request's amount in cents, or the answer that refuses it (not a decimal, or zero). */
function requestedCents(
  request: TransactionRequest,
  refId: string | undefined,
): number | ApiAnswer {
  const cents = amountCents(request.amount);
  if (cents === null) return amountError(refId);
  if (cents === 0) return requestRefused('5', TEXT.amountRequired, refId);
  return cents;
}

/** The refTransId a refund or void names, or the answer that refuses a malformed one. */
function referencedId(request: TransactionRequest, refId: string | undefined): string | ApiAnswer {
  const refTransId = request.refTransId ?? '';
  if (!/^\d{1,15}$/.test(refTransId)) {
    return requestRefused('33', TEXT.refTransIdRequired, refId);
  }
  return refTransId;
}

/** authCaptureTransaction: charges an Accept.js token, applying the testing guide's triggers. */
const charge: TransactionCall = async (ctx, refId, request) => {
  const cents = requestedCents(request, refId);
  if (typeof cents !== 'number') return cents;
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
};

/** The last four digits a refund names: "1111" or "XXXX1111". */
const refundLast4 = (cardNumber: string | undefined) => /(\d{4})$/.exec(cardNumber ?? '')?.[1];

/** refundTransaction: credits part or all of an approved charge, never more than is left. */
const refund: TransactionCall = async (ctx, refId, request) => {
  const cents = requestedCents(request, refId);
  if (typeof cents !== 'number') return cents;
  const refTransId = referencedId(request, refId);
  if (typeof refTransId !== 'string') return refTransId;
  const last4 = refundLast4(request.payment?.creditCard?.cardNumber);

  return ctx.db.transaction(async (tx) => {
    const original = await lockTransaction(tx, refTransId);
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
};

/** voidTransaction: cancels an approved charge that has no refunds; a second void says so. */
const voidCharge: TransactionCall = async (ctx, refId, request) => {
  const refTransId = referencedId(request, refId);
  if (typeof refTransId !== 'string') return refTransId;
  return ctx.db.transaction(async (tx) => {
    const original = await lockTransaction(tx, refTransId);
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
};

const TRANSACTION_TYPES = {
  authCaptureTransaction: charge,
  refundTransaction: refund,
  voidTransaction: voidCharge,
} as const;

const isTransactionType = (type: string): type is keyof typeof TRANSACTION_TYPES =>
  Object.hasOwn(TRANSACTION_TYPES, type);

export async function createTransaction(
  ctx: AuthorizeNetContext,
  body: unknown,
): Promise<ApiAnswer> {
  const parsed = readCreateTransaction(body);
  if (!parsed.ok) return parsed.answer;
  const { merchantAuthentication: auth, refId, transactionRequest } = parsed.value;
  const request = readTransactionRequest(transactionRequest, refId);
  if (!request.ok) return request.answer;

  const refused = refuseLogin(ctx.config, auth, 'transactionKey', refId);
  if (refused) return refused;
  const type = request.value.transactionType;
  if (!isTransactionType(type)) {
    return schemaError(`The sandbox does not support transactionType '${type}'.`, refId);
  }
  return TRANSACTION_TYPES[type](ctx, refId, request.value);
}
