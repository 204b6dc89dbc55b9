import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@kingside/shared';
import { sandboxCardTransactions } from '@kingside/payment-sandbox';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { campRegistrations, orders } from '../../db/schema.js';
import { bearer, buildTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test/helpers.js';
import {
  cartFor,
  createCampEvent,
  DECLINE_ZIP,
  signedIn,
  TEST_CARDS,
  tokenizeCard,
} from '../../test/payments.js';

let t: TestApp;
let admin: Record<string, string>;
let dataDir: string;
/** Every log line the app writes, at the most verbose level. */
const logLines: string[] = [];
/** Every body sent to /api. */
const apiBodies: string[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-payments-'));
  t = await buildTestApp(
    { dataDir },
    { logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } } },
  );
  // Record every body sent to /api (the sandbox's own calls, like the browser's Accept.js, are not ours).
  const inject = t.app.inject.bind(t.app);
  t.app.inject = ((opts: { url?: string; payload?: unknown }) => {
    if (typeof opts === 'object' && opts.url?.startsWith('/api/') && opts.payload !== undefined) {
      apiBodies.push(JSON.stringify(opts.payload));
    }
    return inject(opts as never);
  }) as typeof t.app.inject;
  admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
});
afterAll(async () => {
  await t.app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function checkout(method: 'creditCard' | 'paypal' | 'zelle' = 'creditCard', capacity = 10) {
  const event = await createCampEvent(t.ctx, { capacity });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cart',
    payload: cartFor([event.id], method),
    // Paying later by Zelle needs an account (docs/decisions/0046).
    headers: method === 'zelle' ? await signedIn(t.app, t.ctx) : {},
  });
  expect(res.statusCode).toBe(201);
  return {
    event,
    order: res.json().order as { orderRef: string; orderNumber: number; amountCents: number },
  };
}

const charge = async (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authorizenet/charge',
    payload: {
      idempotencyKey: crypto.randomUUID(),
      description: 'Summer camp',
      opaqueData: await tokenizeCard(t.app, t.ctx),
      billToFirstName: 'Grace',
      billToLastName: 'Pawn',
      billToZip: '75024',
      billToCountry: 'US',
      ...payload,
    },
  });

const chargesOf = (orderNumber: number) =>
  t.ctx.database.db
    .select()
    .from(sandboxCardTransactions)
    .where(
      and(
        eq(sandboxCardTransactions.invoiceNumber, `KS-${orderNumber}`),
        eq(sandboxCardTransactions.transactionType, 'authCaptureTransaction'),
        eq(sandboxCardTransactions.responseCode, '1'),
      ),
    );

const orderRow = async (id: number) =>
  (await t.ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const registrationsOf = (id: number) =>
  t.ctx.database.db.select().from(campRegistrations).where(eq(campRegistrations.orderId, id));

describe('card checkout', () => {
  it('charges the server-computed amount, whatever amount the browser sends, and completes the order', async () => {
    const { order } = await checkout();
    const res = await charge({ orderRef: order.orderRef, amount: '1.00' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(MESSAGES.campRegistered);
    expect(body.order).toMatchObject({ status: 'paid', amountCents: 37500 });
    expect(body.transactionId).toMatch(/^\d+$/);
    const [txn] = await chargesOf(order.orderNumber);
    expect(txn!.amountCents).toBe(37500);
    expect((await registrationsOf(order.orderNumber)).every((r) => r.paid)).toBe(true);
    const row = await orderRow(order.orderNumber);
    expect(row).toMatchObject({ cardLast4: '1111', transactionId: body.transactionId });
  });

  it('charges once when the same order is submitted twice at the same time, and answers a retry with the same transaction', async () => {
    const { order } = await checkout();
    const [a, b] = await Promise.all([
      charge({ orderRef: order.orderRef }),
      charge({ orderRef: order.orderRef }),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([200, 409]).toContain(codes[1]);
    const retry = await charge({ orderRef: order.orderRef });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().transactionId).toBe((a.statusCode === 200 ? a : b).json().transactionId);
    expect(await chargesOf(order.orderNumber)).toHaveLength(1);
  });

  it('shows the gateway message for a declined card and records no registration', async () => {
    const { order, event } = await checkout();
    const res = await charge({ orderRef: order.orderRef, billToZip: DECLINE_ZIP });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'CARD_DECLINED',
      message: 'This transaction has been declined.',
    });
    expect(await orderRow(order.orderNumber)).toMatchObject({
      status: 'failed',
      transactionId: null,
    });
    const grid = (await t.app.inject({ url: '/api/campAdmin/', headers: admin })).json();
    expect(grid.some((r: { eventId: number }) => r.eventId === event.id)).toBe(false);
    // The payer can try another card.
    const again = await charge({ orderRef: order.orderRef });
    expect(again.statusCode).toBe(200);
  });

  it('keeps a paid order recoverable when saving after the charge fails, and completes it later', async () => {
    const { order } = await checkout();
    const spy = vi
      .spyOn(t.app.payments.ledger, 'complete')
      .mockRejectedValueOnce(new Error('database went away'));
    const res = await charge({ orderRef: order.orderRef });
    spy.mockRestore();
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('PAYMENT_NOT_RECORDED');
    expect(res.json().message.startsWith(MESSAGES.paymentMadeNotRegistered)).toBe(true);
    const row = await orderRow(order.orderNumber);
    expect(row.status).toBe('paid_unrecorded');
    expect(row.transactionId).toMatch(/^\d+$/);
    const listed = (
      await t.app.inject({ url: '/api/payments/orders?show=attention&size=100', headers: admin })
    ).json();
    expect(listed.items.find((o: { id: number }) => o.id === order.orderNumber)).toMatchObject({
      needsAttention: true,
    });
    // A retry does not charge again.
    const retry = await charge({ orderRef: order.orderRef });
    expect(retry.json().transactionId).toBe(row.transactionId);
    expect(await chargesOf(order.orderNumber)).toHaveLength(1);

    const recovered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/recover',
      headers: admin,
    });
    expect(recovered.json().completed).toBeGreaterThanOrEqual(1);
    expect((await orderRow(order.orderNumber)).status).toBe('paid');
    expect((await registrationsOf(order.orderNumber)).every((r) => r.paid)).toBe(true);
  });

  it('writes the payment to the journal when even the order cannot be updated, and recovers from it', async () => {
    const { order } = await checkout();
    const complete = vi
      .spyOn(t.app.payments.ledger, 'complete')
      .mockRejectedValueOnce(new Error('down'));
    const record = vi
      .spyOn(t.app.payments.ledger, 'recordUnrecorded')
      .mockRejectedValueOnce(new Error('down'));
    const res = await charge({ orderRef: order.orderRef });
    complete.mockRestore();
    record.mockRestore();
    expect(res.statusCode).toBe(503);
    const journal = fs.readFileSync(path.join(dataDir, 'payments-journal.ndjson'), 'utf8');
    expect(journal).toContain(`"orderId":${order.orderNumber}`);
    expect((await orderRow(order.orderNumber)).status).toBe('processing');

    await t.app.payments.recover();
    expect((await orderRow(order.orderNumber)).status).toBe('paid');
    expect(fs.readFileSync(path.join(dataDir, 'payments-journal.ndjson'), 'utf8')).not.toContain(
      `"orderId":${order.orderNumber}`,
    );
  });

  it('takes a free payment with an amount on /authorizenet', async () => {
    const res = await charge({ amount: '42.50', description: 'Private lessons, March' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: MESSAGES.paymentThanks,
      order: { kind: 'payment', amountCents: 4250, status: 'paid' },
    });
    const bad = await charge({ amount: '0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.amount).toBeDefined();
    const cardFields = await t.app.inject({
      method: 'POST',
      url: '/api/authorizenet/charge',
      // A client posting raw card fields is refused (a number outside the test cards, so the sweep below stays meaningful).
      payload: {
        idempotencyKey: crypto.randomUUID(),
        amount: '5',
        description: 'x',
        cardNumber: '4242424242424242',
      },
    });
    expect(cardFields.statusCode).toBe(400);
  });

  it('refuses a free payment over $10,000 with the message the card page shows', async () => {
    const max = await charge({ amount: '10000.00', description: 'Tournament sponsorship' });
    expect(max.statusCode).toBe(200);
    const over = await charge({ amount: '10000.01' });
    expect(over.statusCode).toBe(400);
    expect(over.json().fieldErrors.amount).toEqual([
      'Enter an amount between $0.01 and $10,000.00.',
    ]);
  });

  it('refunds a paid card order through the gateway and ends its registrations', async () => {
    const { order } = await checkout();
    await charge({ orderRef: order.orderRef });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${order.orderNumber}/refund`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'refunded' });
    expect((await registrationsOf(order.orderNumber)).every((r) => !r.active && !r.paid)).toBe(
      true,
    );
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${order.orderNumber}/refund`,
      headers: admin,
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe('PayPal and Zelle', () => {
  it('pays through PayPal: create, approve on the PayPal page, capture', async () => {
    const { order } = await checkout('paypal');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/orders',
      payload: { orderRef: order.orderRef },
    });
    expect(created.statusCode).toBe(200);
    const { approveUrl, paypalOrderId } = created.json();
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/orders/capture',
      payload: { orderRef: order.orderRef },
    });
    expect(early.statusCode).toBe(402);
    const approve = new URL(approveUrl);
    const page = await t.app.inject({ url: `${approve.pathname}${approve.search}` });
    expect(page.body).toContain('Pay Now');
    const approved = await t.app.inject({
      method: 'POST',
      url: `/sandbox/paypal/checkoutnow/${paypalOrderId}/approve`,
    });
    expect(approved.statusCode).toBe(303);
    const back = new URL(approved.headers.location as string);
    expect(back.pathname).toBe('/checkout/paypal/return');
    expect(back.searchParams.get('orderRef')).toBe(order.orderRef);
    const captured = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/orders/capture',
      payload: { orderRef: order.orderRef },
    });
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toMatchObject({
      message: MESSAGES.campRegistered,
      order: { status: 'paid' },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/orders/capture',
      payload: { orderRef: order.orderRef },
    });
    expect(again.json().order.transactionId).toBe(captured.json().order.transactionId);
  });

  it('lets an admin mark a Zelle order paid, sends the receipt, and exports CSV', async () => {
    const { order } = await checkout('zelle');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${order.orderNumber}/markPaid`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid' });
    expect((await registrationsOf(order.orderNumber)).every((r) => r.paid)).toBe(true);
    const csv = await t.app.inject({ url: '/api/payments/orders.csv', headers: admin });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toContain('transactionId');
    expect(csv.body).toContain(`"${order.orderNumber}","`);
    const card = await checkout('creditCard');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${card.order.orderNumber}/markPaid`,
      headers: admin,
    });
    expect(refused.statusCode).toBe(409);
  });

  it('pages the admin orders newest first, each view counted on the server', async () => {
    const zelle = await checkout('zelle');
    const card = await checkout('creditCard');
    const list = async (query: string) => {
      const res = await t.app.inject({ url: `/api/payments/orders?${query}`, headers: admin });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ items: { id: number; status: string }[]; total: number; size: number }>();
    };
    const first = await list('size=1');
    expect(first.items.map((o) => o.id)).toEqual([card.order.orderNumber]);
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect((await list('size=1&page=1')).items.map((o) => o.id)).toEqual([zelle.order.orderNumber]);
    const awaiting = await list('show=awaiting&size=100');
    expect(awaiting.items.every((o) => o.status === 'awaiting_payment')).toBe(true);
    expect(awaiting.items.some((o) => o.id === zelle.order.orderNumber)).toBe(true);
    expect(awaiting.items.some((o) => o.id === card.order.orderNumber)).toBe(false);
    const refused = await t.app.inject({ url: '/api/payments/orders?size=1000', headers: admin });
    expect(refused.statusCode).toBe(400);
  });
});

describe('card data', () => {
  it('appears in no API request body, database table or log line', async () => {
    // Tokenize every test card and pay with it, then look everywhere.
    for (const cardNumber of Object.values(TEST_CARDS)) {
      const { order } = await checkout();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/authorizenet/charge',
        payload: {
          idempotencyKey: crypto.randomUUID(),
          orderRef: order.orderRef,
          description: 'camp',
          opaqueData: await tokenizeCard(t.app, t.ctx, {
            cardNumber,
            cardCode: cardNumber.startsWith('37') ? '1234' : '123',
          }),
        },
      });
      expect(res.statusCode).toBe(200);
    }
    const numbers = Object.values(TEST_CARDS);
    for (const body of apiBodies) for (const n of numbers) expect(body).not.toContain(n);
    for (const line of logLines) for (const n of numbers) expect(line).not.toContain(n);
    const tables = await t.ctx.database.db.execute<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = current_schema()`,
    );
    const rows = 'rows' in tables ? tables.rows : (tables as unknown as { tablename: string }[]);
    expect(rows.length).toBeGreaterThan(10);
    for (const { tablename } of rows) {
      const dump = await t.ctx.database.db.execute(sql.raw(`select * from "${tablename}"`));
      const text = JSON.stringify('rows' in dump ? dump.rows : dump);
      for (const n of numbers) expect(text, tablename).not.toContain(n);
    }
    expect(logLines.length).toBeGreaterThan(0);
  });
});
