/** The environment the server reads: each variable's type, default and meaning (see loadConfig). */
import {
  ANALYSIS_DEFAULT_NODES,
  GATEWAY_ENVIRONMENTS,
  OFFER_HOLD_HOURS,
  SEAT_HOLD_MINUTES,
} from '@kingside/shared';
import { z } from 'zod';

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

export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Prometheus metrics at /metrics on this port of their own (docs/decisions/0068); unset: none.
   * Never the public port.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The address the metrics port listens on: this machine only unless a scraper elsewhere needs it. */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** postgres://… selects a PostgreSQL server; unset uses the embedded PGlite database under DATA_DIR. */
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  /** Where the embedded database, backups and uploads live; unset: the repository's data/. */
  DATA_DIR: z.string().optional(),
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
  /**
   * Where backups go (docs/decisions/0072): a directory (an absolute path or file:///path; unset:
   * DATA_DIR/backups) or an S3-compatible bucket, s3://KEY_ID:SECRET@host/bucket/prefix?region=…
   * (s3+http:// for a bucket on this machine).
   */
  BACKUP_URL: optionalText,
  /** Backups older than this many days are deleted where they are kept; the newest always stays. */
  BACKUP_KEEP_DAYS: z.coerce.number().int().positive().optional(),
  /**
   * PostgreSQL: the scratch database `npm run db:restore-drill` restores into (emptied first, dropped
   * after); unset, `<database>_restore_drill` on the same server, made by the drill.
   */
  RESTORE_DRILL_DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  /** The earlier name of BACKUP_KEEP_DAYS (one backup a day: a count of days). */
  BACKUP_KEEP: z.coerce.number().int().positive().optional(),
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
   * The job queue (docs/decisions/0052): "on" runs this process's share of the background jobs,
   * "off" runs none (a server kept for requests only; the tests, which run the jobs they test).
   */
  JOB_RUNNER: z.enum(['on', 'off']).default('on'),
  /** How often an idle runner looks for due jobs (ms). */
  JOB_POLL_MS: positiveInt(500),
  /** How long a claimed job is held without a renewal: a job of a dead server waits this long (ms). */
  JOB_LEASE_MS: positiveInt(30_000),
  /** How many jobs one process runs at once. */
  JOB_CONCURRENCY: positiveInt(4),
  /**
   * Game analysis (docs/decisions/0066): a native UCI engine to run (Debian's stockfish:
   * /usr/games/stockfish) instead of the stockfish package's WASM build run by Node.
   */
  ANALYSIS_ENGINE: z.string().min(1).optional(),
  /** Engines one process runs at once; unset: one fewer than the machine's cores, at least one. */
  ANALYSIS_ENGINES: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * How busy this process's event loop may be (0 to 1, Node's event-loop utilization) before the
   * analysis waits between positions for the requests to pass; 1 never waits.
   */
  ANALYSIS_BUSY_ABOVE: z.coerce.number().min(0).max(1).default(0.4),
  /**
   * "idle": each engine runs only on CPU nothing else wants (Linux's idle policy, niceness 19);
   * "shared": at the server's own priority (a machine kept for analysis; the tests, which wait for
   * their engine while other files keep the cores busy).
   */
  ANALYSIS_CPU: z.enum(['idle', 'shared']).default('idle'),
  /** The search budget of each position, in nodes. */
  ANALYSIS_NODES: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(100_000_000)
    .default(ANALYSIS_DEFAULT_NODES),
  /**
   * How long a stopping server (SIGTERM) waits for requests and jobs under way before it exits
   * anyway (ms): under the 10 s most process managers give before SIGKILL. Everything already
   * answered is committed, so exiting then loses nothing that was acknowledged.
   */
  SHUTDOWN_GRACE_MS: positiveInt(8_000),
  /**
   * How long a stopping server keeps answering, with /api/health saying 503, before it closes
   * (ms): the proxy's health checks take it out of the rotation meanwhile. Unset: 3,000 with
   * DATABASE_URL (several processes behind a proxy), 0 on the embedded database (one process).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
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

/** The environment as parsed. */
export type Env = z.infer<typeof EnvSchema>;
