/**
 * Accept.js, the card gateway's browser script (Authorize.net, or the embedded sandbox's copy):
 * it sends the card to the gateway and answers with a one-time token for our server.
 */

/** One result message; on error `text` is what to show the payer. */
export type AcceptMessage = { code: string; text: string };

export type AcceptOpaqueData = {
  /** Always "COMMON.ACCEPT.INAPP.PAYMENT" for Accept.js tokens. */
  dataDescriptor: string;
  /** The token; valid for 15 minutes and one use. */
  dataValue: string;
};

export type AcceptResponse = {
  /** Present when resultCode is "Ok". */
  opaqueData?: AcceptOpaqueData;
  messages: { resultCode: 'Ok' | 'Error'; message: AcceptMessage[] };
};

export type AcceptSecureData = {
  /** The merchant's public client key and API login id, from GET /api/payments/config. */
  authData: { clientKey: string; apiLoginID: string };
  cardData: {
    /** Digits only. */
    cardNumber: string;
    /** Two digits, "01" to "12". */
    month: string;
    /** Four digits. */
    year: string;
    cardCode: string;
    zip?: string;
    fullName?: string;
  };
};

export type AcceptJs = {
  dispatchData: (secureData: AcceptSecureData, handler: (response: AcceptResponse) => void) => void;
};

declare global {
  interface Window {
    /** Set by the gateway script once it has loaded. */
    Accept?: AcceptJs;
  }
}
