/**
 * The payment-gateway interfaces the payments service uses (docs/decisions/0010). Adapters speak
 * each provider's HTTP API through `fetch`; in development and tests that fetch reaches the
 * embedded sandboxes of packages/payment-sandbox, so the adapter code runs end to end offline.
 */

/**
 * A gateway call that has not answered by then is abandoned (its outcome unknown). Shorter than
 * the time after which the payments service looks a stuck charge up (STUCK_AFTER_MS), so a
 * lookup never races a live charge.
 */
export const GATEWAY_REQUEST_TIMEOUT_MS = 45_000;

export type BillTo = {
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: 'US';
};

export type CardChargeInput = {
  /** Our order reference, sent as refId (Authorize.net keeps it with the transaction). */
  refId: string;
  invoiceNumber: string;
  description: string;
  amountCents: number;
  /** The Accept.js token; a card number never passes through here. */
  opaqueData: { dataDescriptor: string; dataValue: string };
  billTo: BillTo;
  customerEmail: string | null;
  customerIp: string | null;
};

export type CardResult =
  | {
      ok: true;
      transactionId: string;
      authCode: string;
      last4: string | null;
      accountType: string | null;
    }
  | {
      ok: false;
      /** What to show the payer: the gateway's own error text. */
      message: string;
      /** The gateway's reason or error code, e.g. "2" (declined) or "E00114". */
      code: string;
      /** true when the gateway declined the card (as opposed to an error we could retry). */
      declined: boolean;
      transactionId: string | null;
    };

/**
 * What the gateway recorded for the charges of one invoice (docs/decisions/0015): `approved` when
 * any charge took the money, `declined` when every charge it has failed (declined, voided, error),
 * `none` when it has no charge with that invoice number, `unsettled` when one is still held for
 * review or in a state only a person can judge.
 */
export type CardLookup =
  | {
      outcome: 'approved';
      transactionId: string;
      amountCents: number;
      last4: string | null;
      accountType: string | null;
    }
  | { outcome: 'declined'; transactionId: string; status: string }
  | { outcome: 'none' }
  | { outcome: 'unsettled'; transactionId: string; status: string };

export interface CardGateway {
  charge(input: CardChargeInput): Promise<CardResult>;
  /** Refund a settled or unsettled charge in full or part. */
  refund(input: {
    transactionId: string;
    amountCents: number;
    last4: string;
    refId: string;
  }): Promise<CardResult>;
  /**
   * The charges made with this invoice number since `since` (settled or not), for a charge whose
   * answer never arrived. Throws when the gateway cannot be asked.
   */
  findCharge(input: { invoiceNumber: string; since: Date }): Promise<CardLookup>;
}

export type PayPalCreateInput = {
  /** PayPal-Request-Id: the same id returns the same PayPal order. */
  requestId: string;
  referenceId: string;
  invoiceId: string;
  description: string;
  amountCents: number;
  items: { name: string; amountCents: number }[];
  returnUrl: string;
  cancelUrl: string;
};

export type PayPalCaptureResult =
  | { ok: true; captureId: string; payerEmail: string | null }
  | { ok: false; code: string; message: string };

/**
 * A PayPal order as PayPal has it now: `captured` when its capture completed, `declined` when the
 * capture was refused or the order voided or unknown, `open` when it was never captured (the payer
 * may still approve it or has), `unsettled` when the capture is pending at PayPal.
 */
export type PayPalLookup =
  | { outcome: 'captured'; captureId: string }
  | { outcome: 'declined'; status: string }
  | { outcome: 'open'; status: string }
  | { outcome: 'unsettled'; status: string };

export interface PayPalGateway {
  createOrder(input: PayPalCreateInput): Promise<{ id: string; approveUrl: string }>;
  captureOrder(input: { id: string; requestId: string }): Promise<PayPalCaptureResult>;
  /** GET the order, for a capture whose answer never arrived. Throws when PayPal cannot be asked. */
  getOrder(id: string): Promise<PayPalLookup>;
}
