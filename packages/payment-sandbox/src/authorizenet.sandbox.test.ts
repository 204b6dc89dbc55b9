import crypto from 'node:crypto';
import vm from 'node:vm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCardTokens, sandboxCardTransactions } from './tables.js';
import { buildSandboxApp, injectFetch, type SandboxApp } from './test/sandbox-app.js';

type Answer = {
  opaqueData?: { dataDescriptor: string; dataValue: string };
  transactionResponse?: {
    responseCode: string;
    transId: string;
    refTransID: string;
    cvvResultCode: string;
    avsResultCode: string;
    errors?: { errorCode: string; errorText: string }[];
    messages?: { code: string; description: string }[];
  };
  messages: { resultCode: string; message: { code: string; text: string }[] };
};

let t: SandboxApp;
beforeAll(async () => {
  t = await buildSandboxApp();
});
afterAll(() => t.close());

const API = '/sandbox/authorizenet/xml/v1/request.api';
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

async function call(body: unknown): Promise<Answer> {
  const res = await t.app.inject({ method: 'POST', url: API, payload: body as object });
  expect(res.statusCode).toBe(200);
  return JSON.parse(res.body.replace(/^\uFEFF/, '')) as Answer;
}

const tokenRequest = (token: Record<string, string>, clientKey?: string) => ({
  securePaymentContainerRequest: {
    merchantAuthentication: {
      name: t.options.authorizeNet.apiLoginId,
      clientKey: clientKey ?? t.options.authorizeNet.clientKey,
    },
    data: {
      type: 'TOKEN',
      id: crypto.randomUUID(),
      token: {
        cardNumber: '4111111111111111',
        expirationDate: `12${nextYear}`,
        cardCode: '123',
        ...token,
      },
    },
  },
});

const tokenize = async (token: Record<string, string> = {}) => {
  const answer = await call(tokenRequest(token));
  if (!answer.opaqueData) throw new Error(answer.messages.message[0]?.text);
  return answer.opaqueData;
};

const transaction = (transactionRequest: Record<string, unknown>, refId?: string) =>
  call({
    createTransactionRequest: {
      merchantAuthentication: {
        name: t.options.authorizeNet.apiLoginId,
        transactionKey: t.options.authorizeNet.transactionKey,
      },
      ...(refId ? { refId } : {}),
      transactionRequest,
    },
  });

const chargeRequest = async (
  overrides: Record<string, unknown> = {},
  card: Record<string, string> = {},
) => ({
  transactionType: 'authCaptureTransaction',
  amount: '12.50',
  payment: { opaqueData: await tokenize(card) },
  billTo: { zip: '75024', country: 'US' },
  ...overrides,
});

const firstMessage = (answer: Answer) => answer.messages.message[0];

describe('POST /sandbox/authorizenet/xml/v1/request.api: tokenizing (securePaymentContainerRequest)', () => {
  it.each([
    [
      'a card that is not a sandbox test card',
      { cardNumber: '4242424242424242' },
      'E_WC_05',
      'Please provide valid credit card number.',
    ],
    [
      'an expired card',
      { expirationDate: '0120' },
      'E_WC_08',
      'Please provide valid expiration date.',
    ],
    [
      'a month 13',
      { expirationDate: `13${nextYear}` },
      'E_WC_08',
      'Please provide valid expiration date.',
    ],
    [
      'a date that is not MMYY',
      { expirationDate: '12/2099' },
      'E_WC_08',
      'Please provide valid expiration date.',
    ],
    ['a two-digit card code', { cardCode: '12' }, 'E_WC_15', 'Please provide valid CVV.'],
    [
      'a three-digit American Express code',
      { cardNumber: '370000000000002', cardCode: '123' },
      'E_WC_15',
      'Please provide valid CVV.',
    ],
  ])('refuses %s', async (_case, token, code, text) => {
    const answer = await call(tokenRequest(token));
    expect(answer.opaqueData).toBeUndefined();
    expect(answer.messages).toEqual({ resultCode: 'Error', message: [{ code, text }] });
  });

  it('refuses a wrong client key', async () => {
    const answer = await call(tokenRequest({}, 'not-the-client-key'));
    expect(firstMessage(answer)?.code).toBe('E00007');
  });

  it('answers JSON after a byte-order mark, as Authorize.net does', async () => {
    const res = await t.app.inject({ method: 'POST', url: API, payload: tokenRequest({}) });
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
  });

  it('keeps only the last four digits, card type, expiry and card-code result', async () => {
    const { dataDescriptor, dataValue } = await tokenize({
      cardNumber: '370000000000002',
      cardCode: '9012',
      expirationDate: `07${nextYear}`,
    });
    expect(dataDescriptor).toBe('COMMON.ACCEPT.INAPP.PAYMENT');
    const [row] = await t.db
      .select()
      .from(sandboxCardTokens)
      .where(eq(sandboxCardTokens.token, dataValue));
    expect(row).toMatchObject({
      last4: '0002',
      accountType: 'AmericanExpress',
      expirationDate: `20${nextYear}-07`,
      cardCodeResult: 'M',
      used: false,
    });
    expect(JSON.stringify(row)).not.toContain('370000000000002');
  });
});

describe('POST /sandbox/authorizenet/xml/v1/request.api: transactions (createTransactionRequest)', () => {
  it('answers E00003 for a request it does not know', async () => {
    const answer = await call({ getMerchantDetailsRequest: { merchantAuthentication: {} } });
    expect(firstMessage(answer)?.code).toBe('E00003');
    expect(firstMessage(answer)?.text).toContain("'getMerchantDetailsRequest'");
  });

  it('answers E00003 for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API,
      headers: { 'content-type': 'application/json' },
      payload: '{"createTransactionRequest": ',
    });
    expect(JSON.parse(res.body.replace(/^\uFEFF/, '')).messages.message[0].code).toBe('E00003');
  });

  it('refuses elements out of schema order, as the JSON API does', async () => {
    const request = await chargeRequest();
    const { transactionType, ...rest } = request;
    const answer = await transaction({ ...rest, transactionType });
    expect(firstMessage(answer)).toMatchObject({ code: 'E00003' });
    expect(firstMessage(answer)?.text).toContain("invalid child element 'transactionType'");
  });

  it.each(['12.345', '-1.00', 'ten'])('refuses the amount %s with E00003', async (amount) => {
    const answer = await transaction(await chargeRequest({ amount }));
    expect(answer.transactionResponse).toBeUndefined();
    expect(firstMessage(answer)?.code).toBe('E00003');
  });

  it('refuses a refId longer than 20 characters', async () => {
    const answer = await transaction(await chargeRequest(), 'r'.repeat(21));
    expect(firstMessage(answer)?.code).toBe('E00003');
  });

  it('declines a card whose code does not match (901) with reason 44', async () => {
    const answer = await transaction(await chargeRequest({}, { cardCode: '901' }));
    expect(answer.transactionResponse).toMatchObject({
      responseCode: '2',
      cvvResultCode: 'N',
      errors: [{ errorCode: '44', errorText: 'This transaction has been declined.' }],
    });
  });

  it('reports the AVS result of the testing guide ZIPs without declining', async () => {
    const answer = await transaction(
      await chargeRequest({ billTo: { zip: '46205', country: 'US' } }),
    );
    expect(answer.transactionResponse).toMatchObject({ responseCode: '1', avsResultCode: 'N' });
  });

  it('charges again with the same refId once duplicateWindow is 0', async () => {
    const refId = `w0-${crypto.randomUUID().slice(0, 8)}`;
    const settings = {
      transactionSettings: { setting: { settingName: 'duplicateWindow', settingValue: '0' } },
    };
    const first = await transaction(await chargeRequest(settings), refId);
    const second = await transaction(await chargeRequest(settings), refId);
    expect([
      first.transactionResponse?.responseCode,
      second.transactionResponse?.responseCode,
    ]).toEqual(['1', '1']);
  });

  it('voids an approved charge once, and refuses a refund after it', async () => {
    const charged = await transaction(await chargeRequest());
    const transId = charged.transactionResponse?.transId;
    const voided = await transaction({ transactionType: 'voidTransaction', refTransId: transId });
    expect(voided.transactionResponse).toMatchObject({ responseCode: '1', transId });
    const again = await transaction({ transactionType: 'voidTransaction', refTransId: transId });
    expect(again.transactionResponse?.messages?.[0]?.code).toBe('310');
    const refund = await transaction({
      transactionType: 'refundTransaction',
      amount: '1.00',
      payment: { creditCard: { cardNumber: '1111', expirationDate: 'XXXX' } },
      refTransId: transId,
    });
    expect(refund.transactionResponse).toMatchObject({
      responseCode: '3',
      errors: [{ errorCode: '55' }],
    });
  });

  it('refuses a refund naming another card', async () => {
    const charged = await transaction(await chargeRequest());
    const refund = await transaction({
      transactionType: 'refundTransaction',
      amount: '1.00',
      payment: { creditCard: { cardNumber: '0015', expirationDate: 'XXXX' } },
      refTransId: charged.transactionResponse?.transId,
    });
    expect(refund.transactionResponse).toMatchObject({
      responseCode: '3',
      errors: [
        {
          errorCode: '54',
          errorText: 'The referenced transaction does not meet the criteria for issuing a credit.',
        },
      ],
    });
  });
});

describe('POST /sandbox/authorizenet/xml/v1/request.api: transaction reporting', () => {
  type Report = Answer & {
    transactions?: {
      transId: string;
      transactionStatus: string;
      invoiceNumber?: string;
      accountNumber: string;
      settleAmount: number;
    }[];
    totalNumInResultSet?: number;
    batchList?: { batchId: string; settlementTimeUTC: string; settlementState: string }[];
    transaction?: Record<string, unknown>;
  };
  const auth = () => ({
    name: t.options.authorizeNet.apiLoginId,
    transactionKey: t.options.authorizeNet.transactionKey,
  });
  const report = (name: string, fields: Record<string, unknown> = {}) =>
    call({ [name]: { merchantAuthentication: auth(), ...fields } }) as Promise<Report>;
  const unsettled = async () =>
    (
      await report('getUnsettledTransactionListRequest', {
        sorting: { orderBy: 'submitTimeUTC', orderDescending: true },
        paging: { limit: '1000', offset: '1' },
      })
    ).transactions ?? [];
  const invoiceCharge = async (zip = '75024') => {
    const invoiceNumber = `INV-${crypto.randomInt(1_000_000_000)}`;
    const { transactionType, amount, payment } = await chargeRequest();
    // Elements in schema order: order comes before billTo.
    const answer = await transaction({
      transactionType,
      amount,
      payment,
      order: { invoiceNumber },
      billTo: { zip, country: 'US' },
    });
    return { invoiceNumber, transId: answer.transactionResponse!.transId };
  };

  it('lists unsettled charges, newest first, with invoice number, status and amount', async () => {
    const approved = await invoiceCharge();
    const declined = await invoiceCharge('46282');
    const list = await unsettled();
    expect(list.findIndex((x) => x.transId === declined.transId)).toBeLessThan(
      list.findIndex((x) => x.transId === approved.transId),
    );
    expect(list.find((x) => x.transId === approved.transId)).toMatchObject({
      invoiceNumber: approved.invoiceNumber,
      transactionStatus: 'capturedPendingSettlement',
      accountNumber: 'XXXX1111',
      settleAmount: 12.5,
    });
    expect(list.find((x) => x.transId === declined.transId)?.transactionStatus).toBe('declined');
  });

  it('pages the list: offset is the page number', async () => {
    await invoiceCharge();
    await invoiceCharge();
    const page = (offset: number) =>
      report('getUnsettledTransactionListRequest', {
        sorting: { orderBy: 'id', orderDescending: false },
        paging: { limit: 1, offset },
      });
    const [first, second] = [await page(1), await page(2)];
    expect(first.transactions).toHaveLength(1);
    expect(second.transactions).toHaveLength(1);
    expect(Number(second.transactions![0]!.transId)).toBeGreaterThan(
      Number(first.transactions![0]!.transId),
    );
    expect(first.totalNumInResultSet).toBeGreaterThanOrEqual(2);
  });

  it('details one transaction, and answers E00040 for one it does not have', async () => {
    const { invoiceNumber, transId } = await invoiceCharge();
    const details = await report('getTransactionDetailsRequest', { transId });
    expect(details.transaction).toMatchObject({
      transId,
      transactionType: 'authCaptureTransaction',
      transactionStatus: 'capturedPendingSettlement',
      responseCode: 1,
      order: { invoiceNumber },
      settleAmount: 12.5,
      payment: { creditCard: { cardNumber: 'XXXX1111', cardType: 'Visa' } },
    });
    expect(details.transaction).not.toHaveProperty('batch');
    const missing = await report('getTransactionDetailsRequest', { transId: '999999999' });
    expect(firstMessage(missing)).toEqual({
      code: 'E00040',
      text: 'The record cannot be found.',
    });
  });

  it("settles a day's transactions at the next midnight UTC, in that day's batch", async () => {
    const { transId } = await invoiceCharge();
    const monday = new Date('2026-03-02T15:30:00Z');
    await t.db
      .update(sandboxCardTransactions)
      .set({ createdAt: monday })
      .where(eq(sandboxCardTransactions.transId, Number(transId)));
    expect((await unsettled()).some((x) => x.transId === transId)).toBe(false);
    const batches = await report('getSettledBatchListRequest', {
      firstSettlementDate: '2026-03-01T00:00:00Z',
      lastSettlementDate: '2026-03-04T00:00:00Z',
    });
    expect(batches.batchList).toContainEqual(
      expect.objectContaining({
        batchId: '20260302',
        settlementTimeUTC: '2026-03-03T00:00:00Z',
        settlementState: 'settledSuccessfully',
      }),
    );
    const inBatch = await report('getTransactionListRequest', { batchId: '20260302' });
    expect(inBatch.transactions).toContainEqual(
      expect.objectContaining({ transId, transactionStatus: 'settledSuccessfully' }),
    );
    const details = await report('getTransactionDetailsRequest', { transId });
    expect(details.transaction).toMatchObject({
      transactionStatus: 'settledSuccessfully',
      batch: { batchId: '20260302' },
    });
  });

  it('answers "No records found." for a range without batches, and refuses more than 31 days', async () => {
    const none = await report('getSettledBatchListRequest', {
      firstSettlementDate: '2001-01-01T00:00:00Z',
      lastSettlementDate: '2001-01-10T00:00:00Z',
    });
    expect(none.messages).toEqual({
      resultCode: 'Ok',
      message: [{ code: 'I00004', text: 'No records found.' }],
    });
    expect(none.batchList).toBeUndefined();
    const wide = await report('getSettledBatchListRequest', {
      firstSettlementDate: '2001-01-01T00:00:00Z',
      lastSettlementDate: '2001-03-01T00:00:00Z',
    });
    expect(firstMessage(wide)?.code).toBe('E00003');
  });

  it('shows a voided charge as voided and does not list the void itself', async () => {
    const { transId } = await invoiceCharge();
    await transaction({ transactionType: 'voidTransaction', refTransId: transId });
    const list = await unsettled();
    expect(list.filter((x) => x.transId === transId)).toEqual([
      expect.objectContaining({ transactionStatus: 'voided' }),
    ]);
    expect(list.some((x) => x.transactionStatus === 'voidTransaction')).toBe(false);
  });

  it('refuses a wrong transaction key and elements out of order', async () => {
    const wrongKey = await call({
      getUnsettledTransactionListRequest: {
        merchantAuthentication: { ...auth(), transactionKey: 'wrong' },
      },
    });
    expect(firstMessage(wrongKey)?.code).toBe('E00007');
    const misordered = await report('getUnsettledTransactionListRequest', {
      paging: { limit: 10, offset: 1 },
      sorting: { orderBy: 'id', orderDescending: false },
    });
    expect(firstMessage(misordered)?.code).toBe('E00003');
    const pagingOrder = await report('getUnsettledTransactionListRequest', {
      paging: { offset: 1, limit: 10 },
    });
    expect(firstMessage(pagingOrder)?.text).toContain("has invalid child element 'limit'");
  });
});

type AcceptAnswer = Answer;
type AcceptWindow = {
  Accept?: { dispatchData(secureData: unknown, handler: (answer: AcceptAnswer) => void): void };
};

/** Runs the served Accept.js as a browser would, with `fetch` reaching the app. */
async function loadAcceptJs(fetchImpl: typeof fetch) {
  const res = await t.app.inject({ url: '/sandbox/authorizenet/v1/Accept.js' });
  const window: AcceptWindow = {};
  vm.runInNewContext(res.body, {
    window,
    document: { currentScript: { src: 'http://kingside.test/sandbox/authorizenet/v1/Accept.js' } },
    fetch: fetchImpl,
    URL,
    setTimeout,
  });
  const accept = window.Accept;
  if (!accept) throw new Error('Accept.js defined no window.Accept');
  return (cardData: Record<string, string>) =>
    new Promise<AcceptAnswer>((resolve) =>
      accept.dispatchData(
        {
          authData: {
            apiLoginID: t.options.authorizeNet.apiLoginId,
            clientKey: t.options.authorizeNet.clientKey,
          },
          cardData,
        },
        resolve,
      ),
    );
}

describe('GET /sandbox/authorizenet/v1/Accept.js', () => {
  const card = {
    cardNumber: '5424000000000015',
    month: '11',
    year: `20${nextYear}`,
    cardCode: '123',
    zip: '75024',
  };

  it('is served as a script without eval', async () => {
    const res = await t.app.inject({ url: '/sandbox/authorizenet/v1/Accept.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/javascript');
    expect(res.body).not.toMatch(/\beval\(|new Function/);
  });

  it.each([
    [
      'a number failing the Luhn check',
      { cardNumber: '4111111111111112' },
      'E_WC_05',
      'Please provide valid credit card number.',
    ],
    ['month 13', { month: '13' }, 'E_WC_06', 'Please provide valid expiration month.'],
    ['a three-digit year', { year: '203' }, 'E_WC_07', 'Please provide valid expiration year.'],
    [
      'a past expiry',
      { month: '01', year: '2020' },
      'E_WC_08',
      'Please provide valid expiration date.',
    ],
    ['a five-digit card code', { cardCode: '12345' }, 'E_WC_15', 'Please provide valid CVV.'],
  ])('refuses %s in the browser', async (_case, change, code, text) => {
    const dispatch = await loadAcceptJs(() => Promise.reject(new Error('must not be called')));
    const answer = await dispatch({ ...card, ...change });
    expect(answer.messages.resultCode).toBe('Error');
    expect(answer.messages.message).toEqual([{ code, text }]);
  });

  it('tokenizes a test card through the sandbox API beside it', async () => {
    const urls: string[] = [];
    const fetchApp = injectFetch(t.app);
    const dispatch = await loadAcceptJs((input, init) => {
      urls.push(String(input));
      return fetchApp(input, init);
    });
    const answer = await dispatch(card);
    expect(urls).toEqual([`http://kingside.test${API}`]);
    expect(answer.messages.resultCode).toBe('Ok');
    expect(answer.opaqueData?.dataDescriptor).toBe('COMMON.ACCEPT.INAPP.PAYMENT');
  });

  it('answers E_WC_14 when the network fails', async () => {
    const dispatch = await loadAcceptJs(() => Promise.reject(new TypeError('Failed to fetch')));
    const answer = await dispatch(card);
    expect(answer.messages.message).toEqual([
      { code: 'E_WC_14', text: 'Accept.js encryption failed.' },
    ]);
  });
});
