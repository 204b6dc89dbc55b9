import { centsToDecimal } from '@kingside/shared';
import { z } from 'zod';
import type {
  PayPalCaptureResult,
  PayPalCreateInput,
  PayPalGateway,
  PayPalLookup,
} from './types.js';
import { GATEWAY_REQUEST_TIMEOUT_MS } from './types.js';

/** A cached access token is renewed this long before PayPal says it expires. */
const TOKEN_RENEW_MARGIN_MS = 5 * 60 * 1000;
/** PayPal's limit for descriptions, item names and brand_name. */
const MAX_TEXT_LENGTH = 127;

export type PayPalOptions = {
  /** The REST API origin, e.g. https://api-m.sandbox.paypal.com. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  fetch: typeof fetch;
  /** The merchant name PayPal shows the payer (brand_name). */
  brandName?: string;
};

const TokenSchema = z.object({ access_token: z.string(), expires_in: z.number() });

const CreatedOrderSchema = z.object({
  id: z.string(),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).default([]),
});

const CapturedOrderSchema = z.object({
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        payments: z
          .object({
            captures: z
              .array(
                z.object({
                  id: z.string(),
                  status: z.string(),
                  status_details: z.object({ reason: z.string() }).optional(),
                }),
              )
              .optional(),
          })
          .optional(),
      }),
    )
    .optional(),
  payer: z.object({ email_address: z.string().optional() }).optional(),
  payment_source: z
    .object({ paypal: z.object({ email_address: z.string().optional() }).optional() })
    .optional(),
});

const ErrorSchema = z.object({
  name: z.string().optional(),
  message: z.string().optional(),
  details: z.array(z.object({ issue: z.string(), description: z.string().optional() })).optional(),
});

const usd = (cents: number) => ({ currency_code: 'USD', value: centsToDecimal(cents) });
const clip = (text: string) => text.slice(0, MAX_TEXT_LENGTH);

/**
 * Items and the amount breakdown PayPal checks them against: charges as items, credits as the
 * discount. Left out (null) when the lines do not add up to the amount, which PayPal would refuse.
 */
function itemDetails(input: PayPalCreateInput) {
  const charges = input.items.filter((i) => i.amountCents > 0);
  const itemTotal = charges.reduce((sum, i) => sum + i.amountCents, 0);
  const discount = -input.items
    .filter((i) => i.amountCents < 0)
    .reduce((sum, i) => sum + i.amountCents, 0);
  if (charges.length === 0 || itemTotal - discount !== input.amountCents) return null;
  return {
    breakdown: { item_total: usd(itemTotal), ...(discount > 0 ? { discount: usd(discount) } : {}) },
    items: charges.map((i) => ({
      name: clip(i.name),
      quantity: '1',
      unit_amount: usd(i.amountCents),
    })),
  };
}

/** What PayPal said went wrong: the first detail's issue and description when there is one. */
async function readError(res: Response): Promise<{ code: string; message: string }> {
  const parsed = ErrorSchema.safeParse(await res.json().catch(() => null));
  const error = parsed.success ? parsed.data : {};
  const detail = error.details?.[0];
  return {
    code: detail?.issue ?? error.name ?? `HTTP_${res.status}`,
    message: detail?.description ?? error.message ?? `PayPal answered HTTP ${res.status}.`,
  };
}

/**
 * PayPal Orders v2 with OAuth client credentials. The access token is kept in memory until shortly
 * before it expires. Create and capture send PayPal-Request-Id, so a retry is answered with the
 * first result. Network failures and unexpected answers throw; a refused capture is a result.
 */
export class PayPalOrdersGateway implements PayPalGateway {
  private token: { value: string; renewAt: number } | null = null;
  private tokenRequest: Promise<string> | null = null;

  constructor(private readonly options: PayPalOptions) {}

  async createOrder(input: PayPalCreateInput): Promise<{ id: string; approveUrl: string }> {
    const details = itemDetails(input);
    const body = {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: input.referenceId,
          invoice_id: input.invoiceId,
          description: clip(input.description),
          amount: {
            ...usd(input.amountCents),
            ...(details ? { breakdown: details.breakdown } : {}),
          },
          ...(details ? { items: details.items } : {}),
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            ...(this.options.brandName ? { brand_name: clip(this.options.brandName) } : {}),
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
            return_url: input.returnUrl,
            cancel_url: input.cancelUrl,
          },
        },
      },
    };
    const res = await this.call('/v2/checkout/orders', {
      requestId: input.requestId,
      body,
      prefer: 'return=minimal',
    });
    if (!res.ok) {
      const error = await readError(res);
      throw new Error(`PayPal refused the order: ${error.code} ${error.message}`);
    }
    const order = CreatedOrderSchema.parse(await res.json());
    const approve =
      order.links.find((l) => l.rel === 'payer-action') ??
      order.links.find((l) => l.rel === 'approve');
    if (!approve) throw new Error(`PayPal order ${order.id} has no approval link`);
    return { id: order.id, approveUrl: approve.href };
  }

  async captureOrder(input: { id: string; requestId: string }): Promise<PayPalCaptureResult> {
    const path = `/v2/checkout/orders/${encodeURIComponent(input.id)}/capture`;
    const res = await this.call(path, {
      requestId: input.requestId,
      body: {},
      prefer: 'return=representation',
    });
    if (res.status === 422 || res.status === 404) return { ok: false, ...(await readError(res)) };
    if (!res.ok) throw new Error(`PayPal capture answered HTTP ${res.status}`);
    const order = CapturedOrderSchema.parse(await res.json());
    // An order can be COMPLETED while its capture is DECLINED or PENDING: the capture decides.
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    if (capture?.status === 'COMPLETED') {
      return {
        ok: true,
        captureId: capture.id,
        payerEmail:
          order.payer?.email_address ?? order.payment_source?.paypal?.email_address ?? null,
      };
    }
    const reason = capture?.status_details?.reason;
    return {
      ok: false,
      code: capture?.status ?? 'NO_CAPTURE',
      message: `PayPal did not complete the payment (${capture?.status ?? 'no capture'}${reason ? `: ${reason}` : ''}).`,
    };
  }

  async getOrder(id: string): Promise<PayPalLookup> {
    const res = await this.call(`/v2/checkout/orders/${encodeURIComponent(id)}`, null);
    if (res.status === 404) return { outcome: 'declined', status: 'NOT_FOUND' };
    if (!res.ok) throw new Error(`PayPal order lookup answered HTTP ${res.status}`);
    const order = CapturedOrderSchema.parse(await res.json());
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    if (capture?.status === 'COMPLETED') return { outcome: 'captured', captureId: capture.id };
    if (capture?.status === 'PENDING') return { outcome: 'unsettled', status: 'PENDING' };
    if (capture) return { outcome: 'declined', status: capture.status };
    if (order.status === 'VOIDED') return { outcome: 'declined', status: order.status };
    return { outcome: 'open', status: order.status };
  }

  /**
   * Calls the API with the Bearer token: a POST of JSON with PayPal-Request-Id, or a GET when
   * there is no request (`post` null). A 401 (token revoked early) gets one new token and one retry.
   */
  private async call(
    path: string,
    post: { requestId: string; body: unknown; prefer: string } | null,
  ): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = {
        authorization: `Bearer ${await this.accessToken()}`,
        accept: 'application/json',
      };
      const res = await this.options.fetch(`${this.options.baseUrl}${path}`, {
        method: post ? 'POST' : 'GET',
        headers: post
          ? {
              ...headers,
              'content-type': 'application/json',
              'paypal-request-id': post.requestId,
              prefer: post.prefer,
            }
          : headers,
        ...(post ? { body: JSON.stringify(post.body) } : {}),
        signal: AbortSignal.timeout(GATEWAY_REQUEST_TIMEOUT_MS),
      });
      if (res.status !== 401 || attempt > 0) return res;
      this.token = null;
    }
  }

  /** The cached token, or a new one; concurrent callers share one token request. */
  private async accessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.renewAt) return this.token.value;
    this.tokenRequest ??= this.requestToken().finally(() => {
      this.tokenRequest = null;
    });
    return this.tokenRequest;
  }

  private async requestToken(): Promise<string> {
    const { baseUrl, clientId, clientSecret } = this.options;
    const res = await this.options.fetch(`${baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(GATEWAY_REQUEST_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`PayPal OAuth answered HTTP ${res.status}`);
    const token = TokenSchema.parse(await res.json());
    this.token = {
      value: token.access_token,
      renewAt: Date.now() + Math.max(0, token.expires_in * 1000 - TOKEN_RENEW_MARGIN_MS),
    };
    return token.access_token;
  }
}
