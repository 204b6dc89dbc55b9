import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  GATEWAY_ENVIRONMENTS,
  OFFER_HOLD_HOURS,
  SEAT_HOLD_MINUTES,
  type GatewayEnvironment,
  type PayLaterLimits,
} from '@kingside/shared';
import { z } from 'zod';
import type { LogFormat } from './lib/log.js';

/** The repository root: apps/server/{src,dist}/config.* → three levels up. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine(
      (v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)),
      `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    );

/** A signing secret: empty counts as unset. */
const optionalSecret = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.string().min(32, 'must be at least 32 characters').optional(),
);

/** A text setting: empty counts as unset. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** A site answered by an embedded sandbox ("embedded", the default) or at an http(s) base URL. */
const siteApi = (what: string) =>
  z
    .string()
    .trim()
    .default('embedded')
    .refine(
      (v) => v === 'embedded' || /^https?:\/\/[^\s]+$/.test(v),
      `must be "embedded" or the http(s) address of ${what}`,
    )
    .transform((v) => v.replace(/\/+$/, ''));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const percent = (fallback: number) => z.coerce.number().int().min(1).max(100).default(fallback);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** postgres://… selects a PostgreSQL server; unset uses the embedded PGlite database under DATA_DIR. */
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  /**
   * At least 32 characters. Unset: generated once and kept in the database, shared by every process
   * on it and rotated with `npm run secret:rotate` (docs/decisions/0013).
   */
  JWT_SECRET: optionalSecret,
  /** The secret JWT_SECRET replaced: its tokens are still accepted while it is set. */
  JWT_SECRET_PREVIOUS: optionalSecret,
  /** Access-token lifetime in seconds (default 8 hours). */
  TOKEN_TTL_SECONDS: positiveInt(8 * 60 * 60),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().optional(),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: readable lines when stdout is a terminal and NODE_ENV is not production, JSON otherwise. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /** Behind a load balancer, trust X-Forwarded-For for the client address. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Attempts per IP on the login, sign-up, forgot and reset calls, per window. */
  AUTH_RATE_LIMIT_PER_IP: positiveInt(60),
  /** Failed logins per username, and reset e-mails per address, per window. */
  AUTH_RATE_LIMIT_PER_ACCOUNT: positiveInt(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: positiveInt(15 * 60),
  /**
   * First slow-down step (ms) for an address that has failed to log in to an account; it doubles
   * with each further failure from that address (docs/decisions/0013). 0 turns it off (tests).
   */
  AUTH_FAILURE_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(250),
  CLUB_NAME: z.string().min(1).default('Kingside Chess Club'),
  CLUB_ABBREVIATION: z.string().min(1).default('KCC'),
  CLUB_ADDRESS: z.string().min(1).default('1200 Queens Gambit Way, Suite 4, Plano, TX 75024'),
  CLUB_PHONE: z.string().min(1).default('(972) 555-0142'),
  CLUB_EMAIL: z.email().default('info@kingside.example'),
  /**
   * Card payments: "embedded" (default) uses the sandbox gateway built into the server; "sandbox"
   * and "production" use Authorize.net's servers with the credentials below.
   */
  AUTHNET_ENVIRONMENT: z.enum(GATEWAY_ENVIRONMENTS).default('embedded'),
  AUTHNET_API_LOGIN_ID: z.string().min(1).default('kingside-sandbox'),
  AUTHNET_TRANSACTION_KEY: z.string().min(1).default('kingside-sandbox-key'),
  /** The public client key Accept.js uses in the browser. */
  AUTHNET_CLIENT_KEY: z.string().min(1).default('kingside-sandbox-client-key'),
  /** PayPal Orders v2: "embedded" (default) uses the built-in sandbox. */
  PAYPAL_ENVIRONMENT: z.enum(GATEWAY_ENVIRONMENTS).default('embedded'),
  PAYPAL_CLIENT_ID: z.string().min(1).default('kingside-sandbox'),
  PAYPAL_CLIENT_SECRET: z.string().min(1).default('kingside-sandbox-secret'),
  /** Where Zelle payments go, shown to payers (default the club's e-mail). */
  ZELLE_RECIPIENT: z.string().min(1).optional(),
  /**
   * Hours an unpaid Zelle order holds its seats at most before they are released
   * (docs/decisions/0015); less when its event starts sooner (0046).
   */
  ZELLE_HOLD_HOURS: positiveInt(72),
  /**
   * Minutes a checkout paid now (card, PayPal) holds its seats while the payer pays
   * (docs/decisions/0015).
   */
  SEAT_HOLD_MINUTES: positiveInt(SEAT_HOLD_MINUTES),
  /**
   * Minutes a waiting-list offer holds the freed place for the one it is offered to
   * (docs/decisions/0037; 48 hours), ended sooner when the event is near.
   */
  OFFER_HOLD_MINUTES: positiveInt(OFFER_HOLD_HOURS * 60),
  /** Hours before a Zelle hold expires that the payer is reminded by e-mail. */
  ZELLE_REMINDER_HOURS: positiveInt(24),
  /** Seats one visitor (account or address) may hold in unpaid orders at once. */
  MAX_HELD_SEATS_PER_VISITOR: positiveInt(10),
  /**
   * Pay-later holds (docs/decisions/0046): a Zelle hold ends at least this many hours before its
   * camp week, program or tournament starts; nearer than that, Zelle is not offered.
   */
  PAY_LATER_CUTOFF_HOURS: positiveInt(24),
  /** Percent of an event's places that unpaid Zelle orders may hold together (rounded up). */
  PAY_LATER_SHARE_PERCENT: percent(50),
  /** Percent of an event's places one account may hold unpaid by Zelle (rounded down)… */
  PAY_LATER_VISITOR_SHARE_PERCENT: percent(25),
  /** …but at least this many (a family's children), never more than the event's share. */
  PAY_LATER_VISITOR_MIN_SEATS: positiveInt(3),
  /**
   * Coupon guessing (docs/decisions/0046): wrong codes tried per window by one visitor (account,
   * else address), for one tournament (or the camp cart) from every address, and club-wide; past
   * any of them every code is refused until the window ends.
   */
  COUPON_FAILURES_PER_VISITOR: positiveInt(5),
  COUPON_FAILURES_PER_EVENT: positiveInt(10),
  COUPON_FAILURES_CLUB_WIDE: positiveInt(20),
  COUPON_FAILURE_WINDOW_SECONDS: positiveInt(60 * 60),
  /**
   * The US Chess member lookup (issue 15): "embedded" (default) answers from fictional members built
   * into the server; otherwise the base URL of the US Chess ratings API,
   * https://ratings-api.uschess.org.
   */
  USCF_API: z
    .string()
    .trim()
    .default('embedded')
    .refine(
      (v) => v === 'embedded' || /^https?:\/\/[^\s]+$/.test(v),
      'must be "embedded" or the http(s) address of the US Chess ratings API',
    )
    .transform((v) => v.replace(/\/+$/, '')),
  /** Sent as X-Api-Key to the ratings API when set (a key from https://ratings.uschess.org/portal). */
  USCF_API_KEY: optionalText,
  /**
   * The student corner's chess.com figures (issue 18): "embedded" (default) answers from fictional
   * players built into the server; otherwise the Published-Data API's base URL, https://api.chess.com.
   */
  CHESSCOM_API: siteApi("chess.com's Published-Data API"),
  /** The same for Lichess: "embedded" (default) or https://lichess.org. */
  LICHESS_API: siteApi('the Lichess API'),
  /** How long one call to chess.com or Lichess may take before the site counts as unavailable (ms). */
  ONLINE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** The club's US Chess affiliate id (e.g. A1234567), written in the rating report (issue 16). */
  USCF_AFFILIATE_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{0,8}$/, 'must be a US Chess affiliate id of at most 8 letters and digits')
    .default(''),
  /** "production" refuses the embedded payment sandboxes unless ALLOW_EMBEDDED_PAYMENTS=true. */
  NODE_ENV: z.string().optional(),
  ALLOW_EMBEDDED_PAYMENTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Days an e-mail stays in the outbox table before it is deleted. */
  OUTBOX_RETENTION_DAYS: positiveInt(30),
  /**
   * Newsletter mails (the emailer's BCC recipients) written to the outbox per second, by each
   * server process, in the background (docs/decisions/0030).
   */
  EMAIL_SEND_RATE_PER_SECOND: positiveInt(200),
  /** Daily backups of the embedded database kept under DATA_DIR/backups. */
  BACKUP_KEEP: positiveInt(14),
  /**
   * The club-local hour (0–23) of the embedded database's daily backup: the copy is taken in one
   * step that every request waits for (docs/decisions/0016), so at a quiet hour.
   */
  BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(3),
  /**
   * Uploaded photos resized at once by this process (each on one libvips thread, off the main
   * thread); further uploads wait their turn (docs/decisions/0023).
   */
  IMAGE_RESIZE_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(1),
  /**
   * An S3-compatible bucket for uploaded photos (docs/decisions/0023): all four of bucket,
   * endpoint and keys, or none (photos stay in DATA_DIR/uploads). Path-style addresses,
   * {endpoint}/{bucket}/{prefix}{name}.
   */
  UPLOADS_S3_BUCKET: optionalText.refine(
    (v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v),
    'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
  ),
  /** e.g. https://s3.us-east-1.amazonaws.com, a MinIO server or an R2 account's address. */
  UPLOADS_S3_ENDPOINT: optionalUrl(['http', 'https']),
  UPLOADS_S3_REGION: optionalText,
  UPLOADS_S3_ACCESS_KEY_ID: optionalText,
  UPLOADS_S3_SECRET_ACCESS_KEY: optionalText,
  /** Folder of the bucket the photos go in, e.g. `photos/`; unset: the bucket's top. */
  UPLOADS_S3_PREFIX: optionalText.refine(
    (v) => v === undefined || /^[A-Za-z0-9._\-/]+$/.test(v),
    'may contain only letters, digits, . _ - and /',
  ),
  /** Where browsers fetch the photos (a CDN, the bucket's public address); default {endpoint}/{bucket}/. */
  UPLOADS_PUBLIC_URL: optionalUrl(['http', 'https']),
  /** Set by npm: the directory `npm run` was typed in. */
  INIT_CWD: z.string().optional(),
  /** Live play: how often a process checks that its sockets' sessions are still live (ms). */
  LIVE_SESSION_CHECK_MS: positiveInt(10_000),
  /** Live play: how often a process ends games whose clock ran out (ms). */
  LIVE_SWEEP_MS: positiveInt(500),
  /**
   * How long a stopping server (SIGTERM) waits for requests and jobs under way before it exits
   * anyway (ms): under the 10 s most process managers give before SIGKILL. Everything already
   * answered is committed, so exiting then loses nothing that was acknowledged.
   */
  SHUTDOWN_GRACE_MS: positiveInt(8_000),
  /**
   * Puzzles (docs/decisions/0045): a solve quicker than this many ms per move of the player's,
   * counted from when the puzzle was served, counts for no rating and no survival score.
   */
  PUZZLE_RATED_MS_PER_MOVE: positiveInt(1000),
  /** Puzzles: at most this many rated results per member per window; a rated solve past it is a 429. */
  PUZZLE_RATED_PER_WINDOW: positiveInt(30),
  PUZZLE_RATED_WINDOW_SECONDS: positiveInt(10 * 60),
  /** Puzzles: a try left this long without a move expires (it counts for nothing) and is pruned. */
  PUZZLE_TRY_TTL_MINUTES: positiveInt(120),
  CLUB_TIMEZONE: z
    .string()
    .default('America/Chicago')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as America/Chicago'),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** From the environment; undefined keeps the signing keys in the database. */
  jwtSecret: string | undefined;
  jwtSecretPrevious: string | undefined;
  tokenTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  redisUrl: string | undefined;
  /** Live play's periodic jobs (docs/decisions/0042). */
  live: { sessionCheckMs: number; sweepMs: number };
  /** How long SIGTERM waits for work under way before the process exits anyway (ms). */
  shutdownGraceMs: number;
  /** The pace of puzzle solving and how long a try lasts (docs/decisions/0045). */
  puzzles: {
    ratedMsPerMove: number;
    ratedPerWindow: number;
    ratedWindowSeconds: number;
    tryTtlMinutes: number;
  };
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  logFormat: LogFormat;
  trustProxy: boolean;
  /** NODE_ENV=production: only a guard against running real money through a sandbox. */
  production: boolean;
  outboxRetentionDays: number;
  /** Newsletter recipients written to the outbox per second by this process (docs/decisions/0030). */
  emailSendRatePerSecond: number;
  /** The embedded database's daily backups: how many are kept, the club-local hour, where. */
  backups: { keep: number; hour: number; dir: string };
  /**
   * Uploaded photos: stored under `dir` (DATA_DIR/uploads), served at /uploads/, or in `bucket`
   * when one is configured (`dir` is still served, for photos stored before).
   */
  uploads: { dir: string; resizeConcurrency: number; bucket: UploadsBucket | null };
  /** Where the command was typed: the command-line tools read file arguments relative to it. */
  callerDir: string;
  rateLimits: {
    perIp: number;
    perAccount: number;
    windowSeconds: number;
    failureDelayMs: number;
  };
  payments: {
    authnet: {
      environment: GatewayEnvironment;
      apiLoginId: string;
      transactionKey: string;
      clientKey: string;
    };
    paypal: {
      environment: GatewayEnvironment;
      clientId: string;
      clientSecret: string;
    };
    zelleRecipient: string;
    zelleHoldHours: number;
    zelleReminderHours: number;
    /** How long a card or PayPal checkout holds its seats (minutes). */
    seatHoldMinutes: number;
    /** How long a waiting-list offer holds its place (minutes). */
    offerHoldMinutes: number;
    maxHeldSeatsPerVisitor: number;
    /** What unpaid Zelle orders may hold, and until when (docs/decisions/0046). */
    payLater: Omit<PayLaterLimits, 'holdHours'>;
    /** Lets a production start use an embedded sandbox gateway (demos only). */
    allowEmbeddedInProduction: boolean;
  };
  /** Wrong coupon codes allowed per window (docs/decisions/0046). */
  coupons: {
    failuresPerVisitor: number;
    failuresPerEvent: number;
    failuresClubWide: number;
    windowSeconds: number;
  };
  /** The US Chess lookup: 'embedded' (fictional members) or the ratings API's base URL. */
  uscf: { api: string; apiKey: string | undefined; affiliateId: string };
  /**
   * The student corner's online sites (issue 18): each 'embedded' (fictional players) or the site's
   * base URL; `timeoutMs` bounds one call.
   */
  online: { chesscomApi: string; lichessApi: string; timeoutMs: number };
  club: {
    name: string;
    abbreviation: string;
    address: string;
    phone: string;
    email: string;
    timezone: string;
  };
};

/** An S3-compatible bucket the photos are stored in (docs/decisions/0023). */
export type UploadsBucket = {
  bucket: string;
  /** Without a trailing slash. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  /** Signs requests only: never logged, never sent. */
  secretAccessKey: string;
  /** '' or a folder ending in '/'. */
  prefix: string;
  /** Ends in '/': a photo's address is publicUrl + prefix + name. */
  publicUrl: string;
};

/** The bucket settings: all of the required ones, or none (a partial set is a mistake). */
function uploadsBucket(e: z.infer<typeof EnvSchema>): UploadsBucket | null {
  const required = {
    UPLOADS_S3_BUCKET: e.UPLOADS_S3_BUCKET,
    UPLOADS_S3_ENDPOINT: e.UPLOADS_S3_ENDPOINT,
    UPLOADS_S3_ACCESS_KEY_ID: e.UPLOADS_S3_ACCESS_KEY_ID,
    UPLOADS_S3_SECRET_ACCESS_KEY: e.UPLOADS_S3_SECRET_ACCESS_KEY,
  };
  const optional = {
    UPLOADS_S3_REGION: e.UPLOADS_S3_REGION,
    UPLOADS_S3_PREFIX: e.UPLOADS_S3_PREFIX,
    UPLOADS_PUBLIC_URL: e.UPLOADS_PUBLIC_URL,
  };
  const set = Object.entries({ ...required, ...optional }).filter(([, v]) => v !== undefined);
  if (set.length === 0) return null;
  const missing = Object.entries(required)
    .filter(([, v]) => v === undefined)
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new ConfigError([
      `${missing.join(', ')}: missing. A bucket for uploaded photos needs UPLOADS_S3_BUCKET, ` +
        'UPLOADS_S3_ENDPOINT, UPLOADS_S3_ACCESS_KEY_ID and UPLOADS_S3_SECRET_ACCESS_KEY ' +
        `together (set here: ${set.map(([name]) => name).join(', ')}); unset them all to keep ` +
        'photos in DATA_DIR/uploads.',
    ]);
  }
  const endpoint = e.UPLOADS_S3_ENDPOINT!.replace(/\/+$/, '');
  const bucket = e.UPLOADS_S3_BUCKET!;
  const prefix = (e.UPLOADS_S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '');
  return {
    bucket,
    endpoint,
    region: e.UPLOADS_S3_REGION ?? 'us-east-1',
    accessKeyId: e.UPLOADS_S3_ACCESS_KEY_ID!,
    secretAccessKey: e.UPLOADS_S3_SECRET_ACCESS_KEY!,
    prefix: prefix ? `${prefix}/` : '',
    publicUrl: `${(e.UPLOADS_PUBLIC_URL ?? `${endpoint}/${bucket}`).replace(/\/+$/, '')}/`,
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment once; a bad value throws a ConfigError listing every problem. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  /** Whether the server's output goes to a terminal (the log format's default). */
  stdoutIsTTY = process.stdout.isTTY === true,
): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  if (e.ZELLE_REMINDER_HOURS >= e.ZELLE_HOLD_HOURS) {
    throw new ConfigError([
      'ZELLE_REMINDER_HOURS: must be less than ZELLE_HOLD_HOURS (the reminder goes out that many hours before the hold ends)',
    ]);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    jwtSecret: e.JWT_SECRET,
    jwtSecretPrevious: e.JWT_SECRET_PREVIOUS,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.CLUB_NAME} <${e.CLUB_EMAIL}>`,
    publicUrl,
    redisUrl: e.REDIS_URL,
    live: { sessionCheckMs: e.LIVE_SESSION_CHECK_MS, sweepMs: e.LIVE_SWEEP_MS },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    puzzles: {
      ratedMsPerMove: e.PUZZLE_RATED_MS_PER_MOVE,
      ratedPerWindow: e.PUZZLE_RATED_PER_WINDOW,
      ratedWindowSeconds: e.PUZZLE_RATED_WINDOW_SECONDS,
      tryTtlMinutes: e.PUZZLE_TRY_TTL_MINUTES,
    },
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV !== 'production' && stdoutIsTTY ? 'pretty' : 'json'),
    trustProxy: e.TRUST_PROXY,
    production: e.NODE_ENV === 'production',
    outboxRetentionDays: e.OUTBOX_RETENTION_DAYS,
    emailSendRatePerSecond: e.EMAIL_SEND_RATE_PER_SECOND,
    backups: { keep: e.BACKUP_KEEP, hour: e.BACKUP_HOUR, dir: path.join(dataDir, 'backups') },
    uploads: {
      dir: path.join(dataDir, 'uploads'),
      resizeConcurrency: e.IMAGE_RESIZE_CONCURRENCY,
      bucket: uploadsBucket(e),
    },
    callerDir: e.INIT_CWD ?? process.cwd(),
    rateLimits: {
      perIp: e.AUTH_RATE_LIMIT_PER_IP,
      perAccount: e.AUTH_RATE_LIMIT_PER_ACCOUNT,
      windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS,
      failureDelayMs: e.AUTH_FAILURE_DELAY_MS,
    },
    payments: {
      authnet: {
        environment: e.AUTHNET_ENVIRONMENT,
        apiLoginId: e.AUTHNET_API_LOGIN_ID,
        transactionKey: e.AUTHNET_TRANSACTION_KEY,
        clientKey: e.AUTHNET_CLIENT_KEY,
      },
      paypal: {
        environment: e.PAYPAL_ENVIRONMENT,
        clientId: e.PAYPAL_CLIENT_ID,
        clientSecret: e.PAYPAL_CLIENT_SECRET,
      },
      zelleRecipient: e.ZELLE_RECIPIENT ?? e.CLUB_EMAIL,
      zelleHoldHours: e.ZELLE_HOLD_HOURS,
      zelleReminderHours: e.ZELLE_REMINDER_HOURS,
      seatHoldMinutes: e.SEAT_HOLD_MINUTES,
      offerHoldMinutes: e.OFFER_HOLD_MINUTES,
      maxHeldSeatsPerVisitor: e.MAX_HELD_SEATS_PER_VISITOR,
      payLater: {
        cutoffHours: e.PAY_LATER_CUTOFF_HOURS,
        sharePercent: e.PAY_LATER_SHARE_PERCENT,
        visitorSharePercent: e.PAY_LATER_VISITOR_SHARE_PERCENT,
        visitorMinSeats: e.PAY_LATER_VISITOR_MIN_SEATS,
      },
      allowEmbeddedInProduction: e.ALLOW_EMBEDDED_PAYMENTS,
    },
    coupons: {
      failuresPerVisitor: e.COUPON_FAILURES_PER_VISITOR,
      failuresPerEvent: e.COUPON_FAILURES_PER_EVENT,
      failuresClubWide: e.COUPON_FAILURES_CLUB_WIDE,
      windowSeconds: e.COUPON_FAILURE_WINDOW_SECONDS,
    },
    uscf: { api: e.USCF_API, apiKey: e.USCF_API_KEY, affiliateId: e.USCF_AFFILIATE_ID },
    online: {
      chesscomApi: e.CHESSCOM_API,
      lichessApi: e.LICHESS_API,
      timeoutMs: e.ONLINE_TIMEOUT_MS,
    },
    club: {
      name: e.CLUB_NAME,
      abbreviation: e.CLUB_ABBREVIATION,
      address: e.CLUB_ADDRESS,
      phone: e.CLUB_PHONE,
      email: e.CLUB_EMAIL,
      timezone: e.CLUB_TIMEZONE,
    },
  };
}
