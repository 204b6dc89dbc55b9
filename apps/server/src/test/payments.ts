import crypto from 'node:crypto';
import { AUTHNET_SANDBOX_API_PATH } from '@kingside/payment-sandbox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { campEvents } from '../db/schema.js';
import { bearer, buildUser, FACTORY_PASSWORD, loginAs } from './helpers.js';

/** Sandbox test cards (../shared/data/notes/payments_authorizenet_paypal.md). */
export const TEST_CARDS = {
  visa: '4111111111111111',
  visa13: '4007000000027',
  mastercard: '5424000000000015',
  amex: '370000000000002',
} as const;
/** The billing ZIP the sandbox declines. */
export const DECLINE_ZIP = '46282';

/**
 * Tokenizes a card the way Accept.js does in the browser: straight to the (embedded) gateway,
 * never through our API. Answers the opaqueData to send to /api/authorizenet/charge.
 */
export async function tokenizeCard(
  app: FastifyInstance,
  ctx: AppContext,
  card: { cardNumber?: string; expirationDate?: string; cardCode?: string } = {},
): Promise<{ dataDescriptor: string; dataValue: string }> {
  const res = await app.inject({
    method: 'POST',
    url: AUTHNET_SANDBOX_API_PATH,
    payload: {
      securePaymentContainerRequest: {
        merchantAuthentication: {
          name: ctx.config.payments.authnet.apiLoginId,
          clientKey: ctx.config.payments.authnet.clientKey,
        },
        data: {
          type: 'TOKEN',
          id: crypto.randomUUID(),
          token: {
            cardNumber: card.cardNumber ?? TEST_CARDS.visa,
            expirationDate: card.expirationDate ?? '1230',
            cardCode: card.cardCode ?? '123',
          },
        },
      },
    },
  });
  const body = JSON.parse(res.body.replace(/^\uFEFF/, '')) as {
    opaqueData?: { dataDescriptor: string; dataValue: string };
    messages: { message: { text: string }[] };
  };
  if (!body.opaqueData) throw new Error(`tokenize failed: ${body.messages.message[0]?.text}`);
  return body.opaqueData;
}

let eventCounter = 0;

/** A camp week and slot of its own, so tests never compete for the demo weeks' seats. */
export async function createCampEvent(
  ctx: AppContext,
  overrides: Partial<typeof campEvents.$inferInsert> = {},
) {
  eventCounter++;
  const [row] = await ctx.database.db
    .insert(campEvents)
    .values({
      eventName: `Test Camp ${crypto.randomUUID().slice(0, 8)} ${eventCounter}`,
      eventSlot: 'Full Day',
      startDate: '2099-06-08',
      endDate: '2099-06-12',
      startTime: '09:00',
      endTime: '16:00',
      priceCents: 40000,
      earlyBirdPriceCents: 37500,
      earlyBirdDeadline: '2099-05-15',
      eventUnit: 5,
      capacity: 10,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A cart body for POST /api/cart. */
export function cartFor(
  eventIds: number[],
  paymentMethod: 'creditCard' | 'paypal' | 'zelle' = 'creditCard',
  extra: Record<string, unknown> = {},
) {
  return {
    idempotencyKey: crypto.randomUUID(),
    cartItems: eventIds.map((eventId) => ({
      registration: {
        studentName: 'Ada Pawn',
        parentName: 'Grace Pawn',
        email: 'grace@example.com',
        phoneNumber: '555-0100',
        eventId,
      },
      itemTotal: 1,
    })),
    cartTotal: 1,
    paymentMethod,
    ...extra,
  };
}

/**
 * The bearer header of a signed-in account of the test's own: paying later by Zelle needs one
 * (docs/decisions/0046).
 */
export async function signedIn(app: FastifyInstance, ctx: AppContext) {
  const user = await buildUser(ctx);
  return bearer(await loginAs(app, user.username, FACTORY_PASSWORD));
}
