import crypto from 'node:crypto';
import { MESSAGES } from '@kingside/shared';
import { sandboxCardTransactions } from '@kingside/payment-sandbox';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { campRegistrations, orders, outboxEmails } from '../../db/schema.js';
import { bearer, buildTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test/helpers.js';
import { cartFor, createCampEvent, tokenizeCard } from '../../test/payments.js';

/**
 * Charges whose server stopped (or whose answer never came) mid-charge stay in processing; the
 * payments job and admins settle them from what the gateway recorded (docs/decisions/0015).
 */

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
});
afterAll(() => t.app.close());

let visitorCount = 0;

async function checkout(method: 'creditCard' | 'paypal' = 'creditCard') {
  const event = await createCampEvent(t.ctx, { capacity: 1 });
  const cart = cartFor([event.id], method);
  const email = `stuck-${crypto.randomUUID().slice(0, 8)}@example.com`;
  cart.cartItems[0]!.registration.email = email;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cart',
    payload: cart,
    remoteAddress: `203.0.113.${++visitorCount}`,
  });
  expect(res.statusCode).toBe(201);
  return {
    event,
    email,
    order: res.json().order as { orderRef: string; orderNumber: number; amountCents: number },
  };
}

const charge = async (orderRef: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authorizenet/charge',
    payload: {
      idempotencyKey: crypto.randomUUID(),
      orderRef,
      description: 'Summer camp',
      opaqueData: await tokenizeCard(t.app, t.ctx),
      billToZip: '75024',
    },
  });

/**
 * Pays an order by card with the gateway's answer lost on the way back: with `reach`, the charge
 * reaches the gateway (and is approved there); without, it never does. The order is left in
 * processing, its charge started three minutes ago.
 */
async function chargeWithLostAnswer(orderRef: string, orderNumber: number, reach: boolean) {
  const card = t.app.payments.gateways.card;
  const real = card.charge.bind(card);
  const spy = vi.spyOn(card, 'charge').mockImplementationOnce(async (input) => {
    if (reach) await real(input);
    throw new Error('socket hang up');
  });
  const res = await charge(orderRef);
  spy.mockRestore();
  expect(res.statusCode).toBe(502);
  expect(res.json().code).toBe('PAYMENT_UNCONFIRMED');
  await makeStuck(orderNumber);
}

const makeStuck = (orderNumber: number) =>
  t.ctx.database.db
    .update(orders)
    .set({ updatedAt: new Date(Date.now() - 3 * 60_000) })
    .where(eq(orders.id, orderNumber));

const orderRow = async (id: number) =>
  (await t.ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const registrationsOf = (id: number) =>
  t.ctx.database.db.select().from(campRegistrations).where(eq(campRegistrations.orderId, id));
const approvedCharge = async (orderNumber: number) =>
  (
    await t.ctx.database.db
      .select()
      .from(sandboxCardTransactions)
      .where(
        and(
          eq(sandboxCardTransactions.invoiceNumber, `KS-${orderNumber}`),
          eq(sandboxCardTransactions.responseCode, '1'),
        ),
      )
  )[0];
const receiptsTo = async (email: string) =>
  (await t.ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, email))).filter(
    (m) => m.subject.includes('receipt'),
  );

describe('a card charge stuck in processing', () => {
  it('is refused by retry, mark paid and refund until it is settled', async () => {
    const { order } = await checkout();
    await chargeWithLostAnswer(order.orderRef, order.orderNumber, true);
    expect((await charge(order.orderRef)).json().code).toBe('PAYMENT_IN_PROGRESS');
    for (const action of ['markPaid', 'refund']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/payments/orders/${order.orderNumber}/${action}`,
        headers: admin,
      });
      expect(res.statusCode).toBe(409);
    }
    const listed = (
      await t.app.inject({ url: '/api/payments/orders?show=attention&size=100', headers: admin })
    )
      .json()
      .items.find((o: { id: number }) => o.id === order.orderNumber);
    expect(listed).toMatchObject({ status: 'processing', needsAttention: true });
  });

  it('is completed by the payments job when the gateway shows it approved, once across two servers', async () => {
    const { order, email } = await checkout();
    await chargeWithLostAnswer(order.orderRef, order.orderNumber, true);
    const gatewayCharge = await approvedCharge(order.orderNumber);
    expect(gatewayCharge).toBeDefined();

    await Promise.all([t.app.payments.resolveStuckCharges(), t.app.payments.resolveStuckCharges()]);
    expect(await orderRow(order.orderNumber)).toMatchObject({
      status: 'paid',
      transactionId: String(gatewayCharge!.transId),
      cardLast4: '1111',
      cardType: 'Visa',
      lastError: null,
    });
    expect((await registrationsOf(order.orderNumber)).every((r) => r.paid && r.active)).toBe(true);
    expect(await receiptsTo(email)).toHaveLength(1);
    // The payer's retry now answers the recorded charge.
    const retry = await charge(order.orderRef);
    expect(retry.json().transactionId).toBe(String(gatewayCharge!.transId));
  });

  it('finds the charge in a settled batch when the server was down past settlement', async () => {
    const { order } = await checkout();
    await chargeWithLostAnswer(order.orderRef, order.orderNumber, true);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await t.ctx.database.db
      .update(sandboxCardTransactions)
      .set({ createdAt: twoDaysAgo })
      .where(eq(sandboxCardTransactions.invoiceNumber, `KS-${order.orderNumber}`));
    await t.ctx.database.db
      .update(orders)
      .set({ createdAt: new Date(twoDaysAgo.getTime() - 60_000) })
      .where(eq(orders.id, order.orderNumber));
    await t.app.payments.resolveStuckCharges();
    expect((await orderRow(order.orderNumber)).status).toBe('paid');
  });

  it('is released when the charge never reached the gateway, and the payer can pay again', async () => {
    const { order, event } = await checkout();
    await chargeWithLostAnswer(order.orderRef, order.orderNumber, false);
    await t.app.payments.resolveStuckCharges();
    const row = await orderRow(order.orderNumber);
    expect(row).toMatchObject({ status: 'failed', holdUntil: null });
    expect(row.lastError).toContain(`invoice KS-${order.orderNumber}`);
    expect((await registrationsOf(order.orderNumber)).every((r) => !r.active)).toBe(true);
    const detail = await t.app.inject({
      url: `/api/campEvents/eventDetail?eventName=${encodeURIComponent(event.eventName)}&eventSlot=Full%20Day`,
    });
    expect(detail.json().seatsLeft).toBe(1);
    const again = await charge(order.orderRef);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.status).toBe('paid');
  });

  it('waits for an admin, asking again only later, while the gateway holds the charge for review', async () => {
    const { order } = await checkout();
    await chargeWithLostAnswer(order.orderRef, order.orderNumber, false);
    const lookup = vi.spyOn(t.app.payments.gateways.card, 'findCharge').mockResolvedValue({
      outcome: 'unsettled',
      transactionId: '777',
      status: 'FDSPendingReview',
    });
    await t.app.payments.resolveStuckCharges();
    await t.app.payments.resolveStuckCharges();
    const calls = lookup.mock.calls.filter(([i]) => i.invoiceNumber === `KS-${order.orderNumber}`);
    lookup.mockRestore();
    expect(calls).toHaveLength(1);
    const row = await orderRow(order.orderNumber);
    expect(row.status).toBe('processing');
    expect(row.lastError).toContain('777 as FDSPendingReview');
    expect(row.gatewayCheckedAt).toBeInstanceOf(Date);
  });

  it('keeps an order processing when the gateway cannot be asked', async () => {
    const { order } = await checkout();
    await chargeWithLostAnswer(order.orderRef, order.orderNumber, false);
    const lookup = vi
      .spyOn(t.app.payments.gateways.card, 'findCharge')
      .mockRejectedValue(new Error('gateway down'));
    await t.app.payments.resolveStuckCharges();
    lookup.mockRestore();
    expect((await orderRow(order.orderNumber)).status).toBe('processing');
  });
});

describe('a refund stuck in processing', () => {
  it('goes back to paid with a warning, sends no second receipt, and cannot be released', async () => {
    const { order, email } = await checkout();
    expect((await charge(order.orderRef)).statusCode).toBe(200);
    // The server stopped while the refund was at the gateway.
    await t.ctx.database.db
      .update(orders)
      .set({ status: 'processing' })
      .where(eq(orders.id, order.orderNumber));
    await makeStuck(order.orderNumber);
    const release = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${order.orderNumber}/release`,
      headers: admin,
    });
    expect(release.statusCode).toBe(409);
    expect(release.json().code).toBe('REFUND_IN_PROGRESS');

    await t.app.payments.resolveStuckCharges();
    const row = await orderRow(order.orderNumber);
    expect(row.status).toBe('paid');
    expect(row.lastError).toContain('check the card service before refunding again');
    expect(await receiptsTo(email)).toHaveLength(1);
  });
});

describe('admin resolution of a stuck charge', () => {
  it('looks a stuck charge up at the gateway on request', async () => {
    const { order } = await checkout();
    await chargeWithLostAnswer(order.orderRef, order.orderNumber, true);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${order.orderNumber}/checkGateway`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: `Paid at the gateway: order ${order.orderNumber} is completed.`,
      order: { status: 'paid', needsAttention: false },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${order.orderNumber}/checkGateway`,
      headers: admin,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ORDER_NOT_STUCK');
  });

  it('refuses to look up or settle a charge that is still in flight', async () => {
    const { order } = await checkout();
    await chargeWithLostAnswer(order.orderRef, order.orderNumber, false);
    await t.ctx.database.db
      .update(orders)
      .set({ updatedAt: new Date() })
      .where(eq(orders.id, order.orderNumber));
    for (const action of ['checkGateway', 'release']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/payments/orders/${order.orderNumber}/${action}`,
        headers: admin,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'PAYMENT_IN_PROGRESS',
        message: MESSAGES.paymentInProgress,
      });
    }
  });

  it('records the charge by hand with the transaction id the gateway shows', async () => {
    const { order, email } = await checkout();
    await chargeWithLostAnswer(order.orderRef, order.orderNumber, false);
    const blank = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${order.orderNumber}/recordCharge`,
      headers: admin,
      payload: { transactionId: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors.transactionId).toEqual([MESSAGES.required]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${order.orderNumber}/recordCharge`,
      headers: admin,
      payload: { transactionId: '60123456789' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', transactionId: '60123456789' });
    expect((await registrationsOf(order.orderNumber)).every((r) => r.paid)).toBe(true);
    expect(await receiptsTo(email)).toHaveLength(1);
  });

  it('releases a stuck charge by hand, freeing its seats', async () => {
    const { order } = await checkout();
    await chargeWithLostAnswer(order.orderRef, order.orderNumber, false);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${order.orderNumber}/release`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'released',
      lastError: 'Released by an admin after checking the gateway.',
    });
    expect((await registrationsOf(order.orderNumber)).every((r) => !r.active)).toBe(true);
  });
});

describe('a PayPal capture stuck in processing', () => {
  it('is completed with the capture PayPal shows', async () => {
    const { order } = await checkout('paypal');
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/paypal/orders',
        payload: { orderRef: order.orderRef },
      })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/paypal/checkoutnow/${created.paypalOrderId}/approve`,
    });
    // The capture went through at PayPal, then the server stopped before recording it.
    const paypal = t.app.payments.gateways.paypal;
    const real = paypal.captureOrder.bind(paypal);
    let captureId = '';
    const spy = vi.spyOn(paypal, 'captureOrder').mockImplementationOnce(async (input) => {
      const result = await real(input);
      if (result.ok) captureId = result.captureId;
      throw new Error('socket hang up');
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/paypal/orders/capture',
      payload: { orderRef: order.orderRef },
    });
    spy.mockRestore();
    await t.ctx.database.db
      .update(orders)
      .set({ status: 'processing' })
      .where(eq(orders.id, order.orderNumber));
    await makeStuck(order.orderNumber);

    await t.app.payments.resolveStuckCharges();
    expect(await orderRow(order.orderNumber)).toMatchObject({
      status: 'paid',
      transactionId: captureId,
    });
  });

  it('is released when PayPal shows it was never captured', async () => {
    const { order } = await checkout('paypal');
    await t.app.inject({
      method: 'POST',
      url: '/api/paypal/orders',
      payload: { orderRef: order.orderRef },
    });
    await t.ctx.database.db
      .update(orders)
      .set({ status: 'processing' })
      .where(eq(orders.id, order.orderNumber));
    await makeStuck(order.orderNumber);
    await t.app.payments.resolveStuckCharges();
    const row = await orderRow(order.orderNumber);
    expect(row.status).toBe('failed');
    expect(row.lastError).toContain('PAYER_ACTION_REQUIRED, not captured');
  });
});
