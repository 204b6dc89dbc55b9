import crypto from 'node:crypto';
import { sandboxCardTokens, sandboxCardTransactions } from '@kingside/payment-sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFetch } from '../../../lib/inject-fetch.js';
import { buildTestApp, testConfig, type TestApp } from '../../../test/helpers.js';
import { AuthorizeNetGateway, authorizeNetRef } from './authorizenet.js';
import { acceptJsUrl, createGateways } from './index.js';
import { PayPalOrdersGateway } from './paypal.js';
import type { CardChargeInput, CardGateway, PayPalCreateInput, PayPalGateway } from './types.js';

let t: TestApp;
let gateways: { card: CardGateway; paypal: PayPalGateway };
beforeAll(async () => {
  t = await buildTestApp();
  gateways = createGateways(t.ctx, t.app);
});
afterAll(() => t.app.close());

const VISA = '4111111111111111';
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

/** What Accept.js does in the browser: the card goes to the gateway, the token comes back. */
async function tokenize(card: { cardNumber?: string; cardCode?: string } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/sandbox/authorizenet/xml/v1/request.api',
    payload: {
      securePaymentContainerRequest: {
        merchantAuthentication: {
          name: t.ctx.config.payments.authnet.apiLoginId,
          clientKey: t.ctx.config.payments.authnet.clientKey,
        },
        data: {
          type: 'TOKEN',
          id: crypto.randomUUID(),
          token: { cardNumber: VISA, expirationDate: `12${nextYear}`, cardCode: '123', ...card },
        },
      },
    },
  });
  return JSON.parse(res.body.replace(/^\uFEFF/, '')) as {
    opaqueData?: { dataDescriptor: string; dataValue: string };
    messages: { resultCode: string; message: { code: string; text: string }[] };
  };
}

async function chargeInput(overrides: Partial<CardChargeInput> = {}): Promise<CardChargeInput> {
  const { opaqueData } = await tokenize();
  if (!opaqueData) throw new Error('tokenize failed');
  return {
    refId: crypto.randomUUID(),
    invoiceNumber: `KS-${crypto.randomInt(1_000_000)}`,
    description: 'Summer camp, week 1',
    amountCents: 37_500,
    opaqueData,
    billTo: {
      firstName: 'Grace',
      lastName: 'Pawn',
      company: null,
      address: '1 Rook Row',
      city: 'Plano',
      state: 'TX',
      zip: '75024',
      country: 'US',
    },
    customerEmail: 'grace@example.com',
    customerIp: '::ffff:192.0.2.10',
    ...overrides,
  };
}

describe('AuthorizeNetGateway against the embedded sandbox', () => {
  it('refuses a card that is not a sandbox test card before any charge', async () => {
    const answer = await tokenize({ cardNumber: '4242424242424242' });
    expect(answer.opaqueData).toBeUndefined();
    expect(answer.messages.message[0]).toEqual({
      code: 'E_WC_05',
      text: 'Please provide valid credit card number.',
    });
  });

  it('refuses wrong credentials with the gateway message', async () => {
    const gateway = new AuthorizeNetGateway({
      endpoint: 'http://kingside.test/sandbox/authorizenet/xml/v1/request.api',
      apiLoginId: t.ctx.config.payments.authnet.apiLoginId,
      transactionKey: 'wrong-key',
      fetch: injectFetch(t.app),
    });
    expect(await gateway.charge(await chargeInput())).toEqual({
      ok: false,
      code: 'E00007',
      message: 'User authentication failed due to invalid authentication values.',
      declined: false,
      transactionId: null,
    });
  });

  it('charges a tokenized card and reports its last four digits and transaction id', async () => {
    const result = await gateways.card.charge(await chargeInput());
    expect(result).toEqual({
      ok: true,
      transactionId: expect.stringMatching(/^\d+$/),
      authCode: expect.stringMatching(/^[0-9A-F]{6}$/),
      last4: '1111',
      accountType: 'Visa',
    });
  });

  it('declines the billing ZIP 46282 with the gateway text', async () => {
    const input = await chargeInput();
    const result = await gateways.card.charge({
      ...input,
      billTo: { ...input.billTo, zip: '46282' },
    });
    expect(result).toEqual({
      ok: false,
      code: '2',
      message: 'This transaction has been declined.',
      declined: true,
      transactionId: expect.stringMatching(/^\d+$/),
    });
  });

  it('refuses a token used before (E00114)', async () => {
    const input = await chargeInput();
    expect((await gateways.card.charge(input)).ok).toBe(true);
    const again = await gateways.card.charge({ ...input, refId: crypto.randomUUID() });
    expect(again).toMatchObject({
      ok: false,
      code: 'E00114',
      message: 'Invalid OTS Token.',
      declined: false,
    });
  });

  it('refuses the same refId, amount and card again within the duplicate window', async () => {
    const refId = crypto.randomUUID();
    const first = await gateways.card.charge(await chargeInput({ refId }));
    const second = await gateways.card.charge(await chargeInput({ refId }));
    expect(first.ok).toBe(true);
    expect(second).toMatchObject({
      ok: false,
      code: '11',
      message: 'A duplicate transaction has been submitted.',
      declined: false,
    });
    const otherAmount = await gateways.card.charge(await chargeInput({ refId, amountCents: 100 }));
    expect(otherAmount.ok).toBe(true);
  });

  it('refunds a charge in full and refuses to refund more', async () => {
    const refId = crypto.randomUUID();
    const charged = await gateways.card.charge(await chargeInput({ refId }));
    if (!charged.ok) throw new Error(charged.message);
    const refund = { transactionId: charged.transactionId, last4: '1111', refId };
    const full = await gateways.card.refund({ ...refund, amountCents: 37_500 });
    expect(full).toMatchObject({ ok: true, transactionId: expect.stringMatching(/^\d+$/) });
    expect(full.ok && full.transactionId).not.toBe(charged.transactionId);
    const more = await gateways.card.refund({ ...refund, amountCents: 1 });
    expect(more).toMatchObject({
      ok: false,
      code: '55',
      message:
        'The sum of credits against the referenced transaction would exceed original debit amount.',
    });
  });

  it('keeps the card number out of every sandbox row', async () => {
    await gateways.card.charge(await chargeInput());
    const tokens = await t.ctx.database.db.select().from(sandboxCardTokens);
    const transactions = await t.ctx.database.db.select().from(sandboxCardTransactions);
    expect(tokens.length).toBeGreaterThan(0);
    expect(transactions.length).toBeGreaterThan(0);
    expect(JSON.stringify([tokens, transactions])).not.toContain(VISA);
  });

  it('throws when the gateway answers an HTTP error or cannot be reached', async () => {
    const input = await chargeInput();
    const options = {
      endpoint: 'https://gateway.invalid/xml/v1/request.api',
      apiLoginId: 'x',
      transactionKey: 'y',
    };
    const failing = new AuthorizeNetGateway({
      ...options,
      fetch: async () => new Response('busy', { status: 503 }),
    });
    await expect(failing.charge(input)).rejects.toThrow('HTTP 503');
    const offline = new AuthorizeNetGateway({
      ...options,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(offline.charge(input)).rejects.toThrow('fetch failed');
  });

  it('fits a long refId into 20 characters, the same way every time', () => {
    const ref = '0b6f3a52-8a3e-4d0c-9c1f-6f2d7a1e9b44';
    expect(authorizeNetRef(ref)).toHaveLength(20);
    expect(authorizeNetRef(ref)).toBe(authorizeNetRef(ref));
    expect(authorizeNetRef(ref)).not.toBe(authorizeNetRef(ref.replace(/4$/, '5')));
    expect(authorizeNetRef('reg-000123')).toBe('reg-000123');
  });

  it('sends the request elements in schema order, without nulls', async () => {
    const bodies: string[] = [];
    const fetchApp = injectFetch(t.app);
    const gateway = new AuthorizeNetGateway({
      endpoint: 'http://kingside.test/sandbox/authorizenet/xml/v1/request.api',
      apiLoginId: t.ctx.config.payments.authnet.apiLoginId,
      transactionKey: t.ctx.config.payments.authnet.transactionKey,
      fetch: (input, init) => {
        bodies.push(String(init?.body));
        return fetchApp(input, init);
      },
    });
    await gateway.charge(await chargeInput());
    const request = JSON.parse(bodies[0] ?? '{}').createTransactionRequest;
    expect(Object.keys(request)).toEqual(['merchantAuthentication', 'refId', 'transactionRequest']);
    expect(Object.keys(request.transactionRequest)).toEqual([
      'transactionType',
      'amount',
      'payment',
      'order',
      'customer',
      'billTo',
      'customerIP',
      'transactionSettings',
    ]);
    expect(request.transactionRequest.amount).toBe('375.00');
    expect(request.transactionRequest.customerIP).toBe('192.0.2.10');
    expect(request.transactionRequest.billTo).not.toHaveProperty('company');
  });
});

describe('AuthorizeNetGateway.findCharge: an invoice looked up in the reporting API', () => {
  const newInvoice = () => `KS-${crypto.randomInt(1_000_000_000)}`;
  const hourAgo = () => new Date(Date.now() - 3_600_000);
  /** Moves an invoice's transactions back two days: the sandbox has settled them since. */
  const settle = (invoiceNumber: string) =>
    t.ctx.database.db
      .update(sandboxCardTransactions)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(sandboxCardTransactions.invoiceNumber, invoiceNumber));

  it('finds an approved charge by its invoice number, with amount, last four and brand', async () => {
    const invoiceNumber = newInvoice();
    const charged = await gateways.card.charge(await chargeInput({ invoiceNumber }));
    if (!charged.ok) throw new Error(charged.message);
    expect(await gateways.card.findCharge({ invoiceNumber, since: hourAgo() })).toEqual({
      outcome: 'approved',
      transactionId: charged.transactionId,
      amountCents: 37_500,
      last4: '1111',
      accountType: 'Visa',
    });
  });

  it('finds a charge that has settled since, in the settled batches', async () => {
    const invoiceNumber = newInvoice();
    const charged = await gateways.card.charge(await chargeInput({ invoiceNumber }));
    await settle(invoiceNumber);
    const since = new Date(Date.now() - 3 * 86_400_000);
    expect(await gateways.card.findCharge({ invoiceNumber, since })).toMatchObject({
      outcome: 'approved',
      transactionId: charged.ok && charged.transactionId,
    });
  });

  it('reports a declined charge, and an approved one over an earlier decline', async () => {
    const invoiceNumber = newInvoice();
    const input = await chargeInput({ invoiceNumber });
    const declined = await gateways.card.charge({
      ...input,
      billTo: { ...input.billTo, zip: '46282' },
    });
    expect(await gateways.card.findCharge({ invoiceNumber, since: hourAgo() })).toEqual({
      outcome: 'declined',
      transactionId: declined.ok ? '' : declined.transactionId,
      status: 'declined',
    });
    const approved = await gateways.card.charge(await chargeInput({ invoiceNumber }));
    expect(await gateways.card.findCharge({ invoiceNumber, since: hourAgo() })).toMatchObject({
      outcome: 'approved',
      transactionId: approved.ok && approved.transactionId,
    });
  });

  it('reports a voided charge as declined and an unknown invoice as none', async () => {
    const invoiceNumber = newInvoice();
    const charged = await gateways.card.charge(await chargeInput({ invoiceNumber }));
    if (!charged.ok) throw new Error(charged.message);
    const voided = await t.app.inject({
      method: 'POST',
      url: '/sandbox/authorizenet/xml/v1/request.api',
      payload: {
        createTransactionRequest: {
          merchantAuthentication: {
            name: t.ctx.config.payments.authnet.apiLoginId,
            transactionKey: t.ctx.config.payments.authnet.transactionKey,
          },
          transactionRequest: {
            transactionType: 'voidTransaction',
            refTransId: charged.transactionId,
          },
        },
      },
    });
    expect(voided.body).toContain('"responseCode":"1"');
    expect(await gateways.card.findCharge({ invoiceNumber, since: hourAgo() })).toMatchObject({
      outcome: 'declined',
      status: 'voided',
    });
    expect(
      await gateways.card.findCharge({ invoiceNumber: newInvoice(), since: hourAgo() }),
    ).toEqual({ outcome: 'none' });
  });

  it('throws when the gateway refuses the lookup', async () => {
    const gateway = new AuthorizeNetGateway({
      endpoint: 'http://kingside.test/sandbox/authorizenet/xml/v1/request.api',
      apiLoginId: t.ctx.config.payments.authnet.apiLoginId,
      transactionKey: 'wrong-key',
      fetch: injectFetch(t.app),
    });
    await expect(
      gateway.findCharge({ invoiceNumber: newInvoice(), since: hourAgo() }),
    ).rejects.toThrow('E00007');
  });
});

const paypalInput = (overrides: Partial<PayPalCreateInput> = {}): PayPalCreateInput => ({
  requestId: crypto.randomUUID(),
  referenceId: crypto.randomUUID(),
  invoiceId: `KS-${crypto.randomInt(1_000_000)}`,
  description: 'Summer camp, week 1',
  amountCents: 35_000,
  items: [
    { name: 'Week 1, full day', amountCents: 40_000 },
    { name: 'Sibling discount', amountCents: -5_000 },
  ],
  returnUrl: 'http://kingside.test/checkout/paypal/return?orderRef=abc',
  cancelUrl: 'http://kingside.test/checkout/paypal/cancel?orderRef=abc',
  ...overrides,
});

/** The payer presses "Pay Now" on the approval page; answers where PayPal sends them back. */
async function approveAsPayer(approveUrl: string): Promise<URL> {
  const url = new URL(approveUrl);
  const page = await t.app.inject({ url: url.pathname + url.search });
  const action = /<form method="post" action="([^"]+\/approve)">/.exec(page.body)?.[1];
  if (!action) throw new Error('no Pay Now form');
  const res = await t.app.inject({
    method: 'POST',
    url: action,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(res.statusCode).toBe(303);
  return new URL(String(res.headers.location));
}

describe('PayPalOrdersGateway against the embedded sandbox', () => {
  it('creates an order, lets the payer approve it, and captures it', async () => {
    const created = await gateways.paypal.createOrder(paypalInput());
    expect(created.approveUrl).toBe(
      `http://kingside.test/sandbox/paypal/checkoutnow?token=${created.id}`,
    );
    const back = await approveAsPayer(created.approveUrl);
    expect(back.pathname).toBe('/checkout/paypal/return');
    expect(back.searchParams.get('token')).toBe(created.id);
    expect(back.searchParams.get('PayerID')).toBe('SANDBOXPAYER');

    const result = await gateways.paypal.captureOrder({
      id: created.id,
      requestId: crypto.randomUUID(),
    });
    expect(result).toEqual({
      ok: true,
      captureId: expect.stringMatching(/^[0-9A-Z]{17}$/),
      payerEmail: expect.stringContaining('@'),
    });
  });

  it('reports ORDER_NOT_APPROVED for a capture before approval', async () => {
    const created = await gateways.paypal.createOrder(paypalInput());
    const result = await gateways.paypal.captureOrder({
      id: created.id,
      requestId: crypto.randomUUID(),
    });
    expect(result).toMatchObject({ ok: false, code: 'ORDER_NOT_APPROVED' });
  });

  it('answers the same order to a repeated request id', async () => {
    const input = paypalInput();
    const first = await gateways.paypal.createOrder(input);
    const again = await gateways.paypal.createOrder(input);
    expect(again).toEqual(first);
  });

  it('answers a repeated capture request with the first capture', async () => {
    const created = await gateways.paypal.createOrder(paypalInput());
    await approveAsPayer(created.approveUrl);
    const requestId = crypto.randomUUID();
    const first = await gateways.paypal.captureOrder({ id: created.id, requestId });
    expect(await gateways.paypal.captureOrder({ id: created.id, requestId })).toEqual(first);
    expect(
      await gateways.paypal.captureOrder({ id: created.id, requestId: crypto.randomUUID() }),
    ).toMatchObject({
      ok: false,
      code: 'ORDER_ALREADY_CAPTURED',
    });
  });

  it('reports INSTRUMENT_DECLINED with PayPal’s description', async () => {
    const fetchApp = injectFetch(t.app);
    const gateway = new PayPalOrdersGateway({
      baseUrl: 'http://kingside.test/sandbox/paypal',
      clientId: t.ctx.config.payments.paypal.clientId,
      clientSecret: t.ctx.config.payments.paypal.clientSecret,
      // PayPal's negative testing: the sandbox declines when this header asks it to.
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('paypal-mock-response', '{"mock_application_codes":"INSTRUMENT_DECLINED"}');
        return fetchApp(input, { ...init, headers });
      },
    });
    const created = await gateway.createOrder(paypalInput());
    await approveAsPayer(created.approveUrl);
    const result = await gateway.captureOrder({ id: created.id, requestId: crypto.randomUUID() });
    expect(result).toMatchObject({
      ok: false,
      code: 'INSTRUMENT_DECLINED',
      message: expect.stringContaining('declined by the processor or bank'),
    });
  });

  it('asks for one access token and reuses it', async () => {
    const urls: string[] = [];
    const fetchApp = injectFetch(t.app);
    const gateway = new PayPalOrdersGateway({
      baseUrl: 'http://kingside.test/sandbox/paypal',
      clientId: t.ctx.config.payments.paypal.clientId,
      clientSecret: t.ctx.config.payments.paypal.clientSecret,
      fetch: (input, init) => {
        urls.push(new URL(String(input)).pathname);
        return fetchApp(input, init);
      },
    });
    await Promise.all([gateway.createOrder(paypalInput()), gateway.createOrder(paypalInput())]);
    await gateway.createOrder(paypalInput());
    expect(urls.filter((u) => u.endsWith('/oauth2/token'))).toHaveLength(1);
  });

  it('looks an order up: open until approved and captured, then its capture', async () => {
    const created = await gateways.paypal.createOrder(paypalInput());
    expect(await gateways.paypal.getOrder(created.id)).toEqual({
      outcome: 'open',
      status: 'PAYER_ACTION_REQUIRED',
    });
    await approveAsPayer(created.approveUrl);
    expect(await gateways.paypal.getOrder(created.id)).toEqual({
      outcome: 'open',
      status: 'APPROVED',
    });
    const captured = await gateways.paypal.captureOrder({
      id: created.id,
      requestId: crypto.randomUUID(),
    });
    expect(await gateways.paypal.getOrder(created.id)).toEqual({
      outcome: 'captured',
      captureId: captured.ok && captured.captureId,
    });
    expect(await gateways.paypal.getOrder('NOSUCHORDER123456')).toEqual({
      outcome: 'declined',
      status: 'NOT_FOUND',
    });
  });

  it('throws when the client credentials are wrong', async () => {
    const gateway = new PayPalOrdersGateway({
      baseUrl: 'http://kingside.test/sandbox/paypal',
      clientId: t.ctx.config.payments.paypal.clientId,
      clientSecret: 'wrong',
      fetch: injectFetch(t.app),
    });
    await expect(gateway.createOrder(paypalInput())).rejects.toThrow('HTTP 401');
  });
});

describe('acceptJsUrl', () => {
  it.each([
    ['embedded', '/sandbox/authorizenet/v1/Accept.js'],
    ['sandbox', 'https://jstest.authorize.net/v1/Accept.js'],
    ['production', 'https://js.authorize.net/v1/Accept.js'],
  ] as const)('loads Accept.js for %s from %s', (environment, url) => {
    const config = testConfig();
    const payments = { ...config.payments, authnet: { ...config.payments.authnet, environment } };
    expect(acceptJsUrl({ ...config, payments })).toBe(url);
  });
});
