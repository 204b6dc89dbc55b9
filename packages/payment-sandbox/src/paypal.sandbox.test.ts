import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandboxApp, type SandboxApp } from './test/sandbox-app.js';

let t: SandboxApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await buildSandboxApp();
  auth = { authorization: `Bearer ${await accessToken()}` };
});
afterAll(() => t.close());

const BASE = '/sandbox/paypal';
const HOST = 'club.example:8443';

function basic(id: string, secret: string) {
  return { authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` };
}

const requestToken = (headers: Record<string, string>, payload = 'grant_type=client_credentials') =>
  t.app.inject({
    method: 'POST',
    url: `${BASE}/v1/oauth2/token`,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });

async function accessToken(): Promise<string> {
  const { clientId, clientSecret } = t.options.paypal;
  const res = await requestToken(basic(clientId, clientSecret));
  return res.json<{ access_token: string }>().access_token;
}

const orderBody = (unit: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  intent: 'CAPTURE',
  purchase_units: [
    {
      reference_id: crypto.randomUUID(),
      invoice_id: 'KS-1',
      description: 'Summer camp <week 1> & "more"',
      amount: {
        currency_code: 'USD',
        value: '45.00',
        breakdown: { item_total: { currency_code: 'USD', value: '45.00' } },
      },
      items: [
        { name: 'Entry', quantity: '1', unit_amount: { currency_code: 'USD', value: '45.00' } },
      ],
      ...unit,
    },
  ],
  payment_source: {
    paypal: {
      experience_context: {
        brand_name: 'Kingside Chess Club',
        user_action: 'PAY_NOW',
        shipping_preference: 'NO_SHIPPING',
        return_url: 'https://club.example/checkout/paypal/return?orderRef=abc',
        cancel_url: 'https://club.example/checkout/paypal/cancel?orderRef=abc',
      },
    },
  },
  ...extra,
});

type Order = {
  id: string;
  status: string;
  links: { href: string; rel: string; method: string }[];
  purchase_units?: {
    payments?: { captures: { id: string; status: string; amount: { value: string } }[] };
  }[];
  payer?: { email_address: string };
};
type PayPalError = { name: string; details: { issue: string }[] };

const create = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${BASE}/v2/checkout/orders`,
    headers: { ...auth, host: HOST, ...headers },
    payload: body as object,
  });

const capture = (id: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${BASE}/v2/checkout/orders/${id}/capture`,
    headers: { ...auth, ...headers },
    payload: {},
  });

const approve = (id: string) =>
  t.app.inject({
    method: 'POST',
    url: `${BASE}/checkoutnow/${id}/approve`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

async function createdOrder(): Promise<Order> {
  const res = await create(orderBody());
  expect(res.statusCode).toBe(201);
  return res.json<Order>();
}

describe('POST /sandbox/paypal/v1/oauth2/token', () => {
  it('refuses wrong client credentials', async () => {
    const res = await requestToken(basic(t.options.paypal.clientId, 'wrong'));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('refuses another grant type', async () => {
    const { clientId, clientSecret } = t.options.paypal;
    const res = await requestToken(basic(clientId, clientSecret), 'grant_type=password');
    expect(res.statusCode).toBe(400);
  });

  it('issues a Bearer token for 9 hours', async () => {
    const { clientId, clientSecret } = t.options.paypal;
    const res = await requestToken(basic(clientId, clientSecret));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      token_type: 'Bearer',
      expires_in: 32400,
      access_token: expect.any(String),
    });
  });
});

describe('POST /sandbox/paypal/v2/checkout/orders', () => {
  it.each([
    ['no token', {}],
    ['a forged token', { authorization: 'Bearer A21AA.9999999999.forged' }],
    ['a Basic header', { authorization: 'Basic a2luZ3NpZGU6c2VjcmV0' }],
  ])('answers 401 with %s', async (_case, headers: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/v2/checkout/orders`,
      headers,
      payload: orderBody(),
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['an AUTHORIZE intent', orderBody({}, { intent: 'AUTHORIZE' }), 400, 'INVALID_PARAMETER_VALUE'],
    [
      'three decimals',
      orderBody({ amount: { currency_code: 'USD', value: '45.001' } }),
      422,
      'DECIMAL_PRECISION',
    ],
    [
      'euros',
      orderBody({ amount: { currency_code: 'EUR', value: '45.00' } }),
      422,
      'CURRENCY_NOT_SUPPORTED',
    ],
    [
      'items that do not add up',
      orderBody({
        items: [
          { name: 'Entry', quantity: '2', unit_amount: { currency_code: 'USD', value: '45.00' } },
        ],
      }),
      422,
      'ITEM_TOTAL_MISMATCH',
    ],
    [
      'a relative return URL',
      orderBody(
        {},
        { payment_source: { paypal: { experience_context: { return_url: '/back' } } } },
      ),
      400,
      'INVALID_PARAMETER_VALUE',
    ],
  ])('refuses %s', async (_case, body, status, issue) => {
    const res = await create(body);
    expect(res.statusCode).toBe(status);
    expect(res.json<PayPalError>().details[0]?.issue).toBe(issue);
  });

  it('refuses two purchase units', async () => {
    const body = orderBody();
    const res = await create({
      ...body,
      purchase_units: [...body.purchase_units, ...body.purchase_units],
    });
    expect(res.statusCode).toBe(400);
  });

  it('creates an order awaiting the payer, with links built from the request host', async () => {
    const order = await createdOrder();
    expect(order.id).toMatch(/^[0-9A-Z]{17}$/);
    expect(order.status).toBe('PAYER_ACTION_REQUIRED');
    expect(order.links.map((l) => l.rel)).toEqual(['self', 'payer-action', 'capture']);
    expect(order.links[1]?.href).toBe(`http://${HOST}${BASE}/checkoutnow?token=${order.id}`);
  });

  it('answers the same order to a repeated PayPal-Request-Id', async () => {
    const requestId = crypto.randomUUID();
    const first = await create(orderBody(), { 'paypal-request-id': requestId });
    const again = await create(orderBody(), { 'paypal-request-id': requestId });
    expect(again.json<Order>().id).toBe(first.json<Order>().id);
    const other = await create(orderBody(), { 'paypal-request-id': crypto.randomUUID() });
    expect(other.json<Order>().id).not.toBe(first.json<Order>().id);
  });

  it('shows the order at its self link', async () => {
    const order = await createdOrder();
    const res = await t.app.inject({
      url: `${BASE}/v2/checkout/orders/${order.id}`,
      headers: auth,
    });
    expect(res.json()).toMatchObject({
      id: order.id,
      intent: 'CAPTURE',
      status: 'PAYER_ACTION_REQUIRED',
    });
    const missing = await t.app.inject({
      url: `${BASE}/v2/checkout/orders/NOSUCHORDER000000`,
      headers: auth,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /sandbox/paypal/checkoutnow', () => {
  it('shows the payment with Pay Now and Cancel forms, escaped and without scripts', async () => {
    const order = await createdOrder();
    const res = await t.app.inject({ url: `${BASE}/checkoutnow?token=${order.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>PayPal Sandbox</title>');
    expect(res.body).toContain('$45.00 USD');
    expect(res.body).toContain('Summer camp &#60;week 1&#62; &#38; &#34;more&#34;');
    expect(res.body).toContain(
      `<form method="post" action="${BASE}/checkoutnow/${order.id}/approve">`,
    );
    expect(res.body).toContain('Pay Now');
    expect(res.body).toContain('Cancel and return');
    expect(res.body).not.toContain('<script');
  });

  it('answers 404 for an unknown token', async () => {
    const res = await t.app.inject({ url: `${BASE}/checkoutnow?token=NOSUCHORDER000000` });
    expect(res.statusCode).toBe(404);
  });

  it('sends a cancelling payer back to the cancel URL with the token', async () => {
    const order = await createdOrder();
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/checkoutnow/${order.id}/cancel`,
    });
    expect(res.statusCode).toBe(303);
    const back = new URL(String(res.headers.location));
    expect(back.pathname).toBe('/checkout/paypal/cancel');
    expect(back.searchParams.get('orderRef')).toBe('abc');
    expect(back.searchParams.get('token')).toBe(order.id);
  });
});

describe('POST /sandbox/paypal/v2/checkout/orders/:id/capture', () => {
  it('refuses an order the payer has not approved', async () => {
    const order = await createdOrder();
    const res = await capture(order.id);
    expect(res.statusCode).toBe(422);
    expect(res.json<PayPalError>()).toMatchObject({
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue: 'ORDER_NOT_APPROVED' }],
    });
  });

  it('captures once after approval, and answers a replay of the same request id alike', async () => {
    const order = await createdOrder();
    const approved = await approve(order.id);
    expect(approved.statusCode).toBe(303);
    const back = new URL(String(approved.headers.location));
    expect(back.origin + back.pathname).toBe('https://club.example/checkout/paypal/return');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      orderRef: 'abc',
      token: order.id,
      PayerID: 'SANDBOXPAYER',
    });

    const requestId = crypto.randomUUID();
    const res = await capture(order.id, { 'paypal-request-id': requestId });
    expect(res.statusCode).toBe(201);
    const captured = res.json<Order>();
    expect(captured.status).toBe('COMPLETED');
    expect(captured.purchase_units?.[0]?.payments?.captures[0]).toMatchObject({
      status: 'COMPLETED',
      amount: { value: '45.00' },
    });
    expect(captured.payer?.email_address).toContain('@');

    const replay = await capture(order.id, { 'paypal-request-id': requestId });
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(captured);
    const another = await capture(order.id, { 'paypal-request-id': crypto.randomUUID() });
    expect(another.statusCode).toBe(422);
    expect(another.json<PayPalError>().details[0]?.issue).toBe('ORDER_ALREADY_CAPTURED');
  });

  it('declines the instrument when PayPal-Mock-Response asks, with a link to approve again', async () => {
    const order = await createdOrder();
    await approve(order.id);
    const res = await capture(order.id, {
      'paypal-mock-response': JSON.stringify({ mock_application_codes: 'INSTRUMENT_DECLINED' }),
    });
    expect(res.statusCode).toBe(422);
    const body = res.json<PayPalError & { links: { rel: string }[] }>();
    expect(body.details[0]?.issue).toBe('INSTRUMENT_DECLINED');
    expect(body.links[0]?.rel).toBe('redirect');
    // Nothing was captured: a capture without the mock succeeds.
    expect((await capture(order.id)).statusCode).toBe(201);
  });
});
