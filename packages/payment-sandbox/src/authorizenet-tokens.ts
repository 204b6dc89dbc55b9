import crypto from 'node:crypto';
import { normalizeExpiration } from '@kingside/shared';
import { and, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthorizeNetContext } from './options.js';
import { sandboxCardTokens, type SandboxDbOrTx } from './tables.js';
import {
  apiError,
  okMessages,
  elementReader,
  refuseLogin,
  type ApiAnswer,
} from './authorizenet-api.js';

/** Accept.js tokens: securePaymentContainerRequest makes one from a test card; a charge uses it. */

const ACCEPT_DATA_DESCRIPTOR = 'COMMON.ACCEPT.INAPP.PAYMENT';
/** How long an Accept.js token can be charged, as at Authorize.net. */
const TOKEN_LIFETIME_MS = 15 * 60 * 1000;

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

const TEXT = {
  cardNumber: 'Please provide valid credit card number.',
  expiration: 'Please provide valid expiration date.',
  cardCode: 'Please provide valid CVV.',
} as const;

const today = () => new Date().toISOString().slice(0, 10);

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
const readSecurePaymentRequest = elementReader(
  'securePaymentContainerRequest',
  SECURE_PAYMENT_ORDER,
  SecurePaymentRequestSchema,
);

/** The card-code result a card code will report; no code at all is "not processed" (P). */
function cardCodeResult(cardCode: string | undefined): string {
  if (cardCode === undefined || cardCode === '') return 'P';
  return CARD_CODE_RESULTS[cardCode] ?? 'M';
}

/** Checks a test card and keeps only what a merchant may see; the number and code are dropped here. */
export async function tokenize(ctx: AuthorizeNetContext, body: unknown): Promise<ApiAnswer> {
  const read = readSecurePaymentRequest(body);
  if (!read.ok) return read.answer;
  const { merchantAuthentication: auth, refId, data } = read.value;
  const refused = refuseLogin(ctx.config, auth, 'clientKey', refId);
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

/** Uses a token once: unused, younger than 15 minutes and of Accept.js's descriptor, or null. */
export async function useToken(
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
