import type { SandboxDb } from './tables.js';

/** The merchant account the Authorize.net sandbox accepts: what the card gateway is configured with. */
export type AuthorizeNetSandboxOptions = {
  apiLoginId: string;
  transactionKey: string;
  /** Accept.js's public client key. */
  clientKey: string;
  /** The merchant's time zone (IANA), for the reporting calls' local times. */
  timeZone: string;
};

/** The REST app the PayPal sandbox accepts: what the PayPal gateway is configured with. */
export type PayPalSandboxOptions = {
  clientId: string;
  clientSecret: string;
  /**
   * Signs access tokens and capture ids. The same in every server process on the database (the
   * server passes its current token-signing key), so each accepts the others' tokens.
   */
  signingSecret: string;
};

export type PaymentSandboxOptions = {
  /** Where the sandboxes keep their rows: the server's Drizzle database (PGlite or PostgreSQL). */
  db: SandboxDb;
  /** The Authorize.net sandbox, or null when the card gateway is not embedded. */
  authorizeNet: AuthorizeNetSandboxOptions | null;
  /** The PayPal sandbox, or null when the PayPal gateway is not embedded. */
  paypal: PayPalSandboxOptions | null;
};

/** What the Authorize.net sandbox's calls work with. */
export type AuthorizeNetContext = { db: SandboxDb; config: AuthorizeNetSandboxOptions };
/** What the PayPal sandbox's calls work with. */
export type PayPalContext = { db: SandboxDb; config: PayPalSandboxOptions };
