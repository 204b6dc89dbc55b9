import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../../../config.js';
import {
  bearer,
  buildTestApp,
  DEMO_PASSWORD,
  loginAs,
  testConfig,
  type TestApp,
} from '../../../test/helpers.js';

/** Embedded payment sandboxes are never used without a word (docs/decisions/0015). */

type Environment = Config['payments']['authnet']['environment'];

/** The payments settings with these gateway environments (and any other change). */
function payments(
  card: Environment,
  paypal: Environment,
  more: Partial<Config['payments']> = {},
): Config['payments'] {
  const base = testConfig().payments;
  return {
    ...base,
    authnet: { ...base.authnet, environment: card },
    paypal: { ...base.paypal, environment: paypal },
    ...more,
  };
}

/** Builds the app with a logger that keeps every line. */
async function buildLogged(overrides: Partial<Config>): Promise<TestApp & { lines: string[] }> {
  const lines: string[] = [];
  const built = await buildTestApp(overrides, {
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
  return { ...built, lines };
}

const warningsIn = (lines: string[]) =>
  lines
    .map((line) => JSON.parse(line) as { level: number; msg: string; gateway?: string })
    // The payment gateways' warnings (the US Chess lookup warns of its own sandbox too).
    .filter((entry) => entry.level === 40 && entry.gateway !== undefined);

let open: TestApp | undefined;
afterEach(async () => {
  await open?.app.close();
  open = undefined;
});

describe('gateway environments at start-up', () => {
  it('warns loudly for each gateway that is the embedded sandbox', async () => {
    const built = await buildLogged({ payments: payments('embedded', 'embedded') });
    open = built;
    const warnings = warningsIn(built.lines);
    expect(warnings.map((w) => w.gateway).sort()).toEqual(['card', 'paypal']);
    for (const w of warnings) expect(w.msg).toMatch(/^PAYMENTS ARE NOT REAL: .*embedded sandbox/);
  });

  it('refuses to start in production with an embedded sandbox, saying what to set', async () => {
    await expect(
      buildTestApp({ production: true, payments: payments('production', 'embedded') }),
    ).rejects.toThrow(
      /^Refusing to start: NODE_ENV=production but the PayPal payment gateway is the embedded sandbox.*ALLOW_EMBEDDED_PAYMENTS=true/,
    );
    await expect(
      buildTestApp({ production: true, payments: payments('embedded', 'embedded') }),
    ).rejects.toThrow(/the Authorize\.net \(card\) and PayPal payment gateway/);
  });

  it('starts in production with the embedded sandbox when explicitly allowed, still warning', async () => {
    const built = await buildLogged({
      production: true,
      payments: payments('embedded', 'production', { allowEmbeddedInProduction: true }),
    });
    open = built;
    expect(warningsIn(built.lines).map((w) => w.gateway)).toEqual(['card']);
  });

  it('starts in production with real gateways without a warning, and serves no sandbox', async () => {
    const built = await buildLogged({
      production: true,
      payments: payments('production', 'production'),
    });
    open = built;
    expect(warningsIn(built.lines)).toEqual([]);
    for (const url of [
      '/sandbox/authorizenet/v1/Accept.js',
      '/sandbox/paypal/checkoutnow?token=X',
    ]) {
      expect((await built.app.inject({ url })).statusCode).toBe(404);
    }
    const api = await built.app.inject({
      method: 'POST',
      url: '/sandbox/authorizenet/xml/v1/request.api',
      payload: { getUnsettledTransactionListRequest: {} },
    });
    expect(api.statusCode).toBe(404);
    const token = await built.app.inject({
      method: 'POST',
      url: '/sandbox/paypal/v1/oauth2/token',
    });
    expect(token.statusCode).toBe(404);
  });

  it('serves only the sandbox of the gateway that is embedded', async () => {
    open = await buildTestApp({ payments: payments('sandbox', 'embedded') });
    expect((await open.app.inject({ url: '/sandbox/authorizenet/v1/Accept.js' })).statusCode).toBe(
      404,
    );
    const paypalToken = await open.app.inject({
      method: 'POST',
      url: '/sandbox/paypal/v1/oauth2/token',
    });
    expect(paypalToken.statusCode).toBe(401);
  });
});

describe('GET /api/payments/gateways', () => {
  it('tells admins which gateways are sandboxes', async () => {
    open = await buildTestApp({ payments: payments('embedded', 'production') });
    const admin = bearer(await loginAs(open.app, 'admin', DEMO_PASSWORD));
    const res = await open.app.inject({ url: '/api/payments/gateways', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      card: { environment: 'embedded', sandbox: true },
      paypal: { environment: 'production', sandbox: false },
    });
  });
});
