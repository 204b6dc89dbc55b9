import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GatewayEnvironment, PayLaterLimits } from '@kingside/shared';
import { EnvSchema, type Env } from './config.env.js';
import { parseBackupUrl, type BackupTargetConfig } from './lib/backup-target.js';
import type { LogFormat } from './lib/log.js';

/** The repository root: apps/server/{src,dist}/config.* → three levels up. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type Config = {
  port: number;
  host: string;
  /** Prometheus metrics on a port of their own, or null (docs/decisions/0068). */
  metrics: { port: number; host: string } | null;
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
  /** The job queue (docs/decisions/0052). */
  jobs: { run: boolean; pollMs: number; leaseMs: number; concurrency: number };
  /** Game analysis (docs/decisions/0066): which engine, how many at once, nodes per position. */
  analysis: {
    engine: string | undefined;
    engines: number;
    nodes: number;
    busyAbove: number;
    /** Engines on idle CPU only (ANALYSIS_CPU=idle), else at the server's priority. */
    idleCpu: boolean;
  };
  /** How long SIGTERM waits for work under way before the process exits anyway (ms). */
  shutdownGraceMs: number;
  /** How long a stopping process goes on answering, not ready, before it closes (ms). */
  shutdownDrainMs: number;
  /** The pace of puzzle solving and how long a try lasts (docs/decisions/0045). */
  puzzles: {
    ratedMsPerMove: number;
    ratedPerWindow: number;
    ratedWindowSeconds: number;
    tryTtlMinutes: number;
  };
  logLevel: Env['LOG_LEVEL'];
  logFormat: LogFormat;
  trustProxy: boolean;
  /** NODE_ENV=production: only a guard against running real money through a sandbox. */
  production: boolean;
  outboxRetentionDays: number;
  /** Newsletter recipients written to the outbox per second by this process (docs/decisions/0030). */
  emailSendRatePerSecond: number;
  /**
   * Backups (docs/decisions/0072): written into `dir` (the target itself when it is a directory),
   * sent to `target`, kept there `keepDays` days; the embedded database's daily one at `hour`.
   */
  backups: {
    keepDays: number;
    hour: number;
    dir: string;
    target: BackupTargetConfig;
    /** PostgreSQL: where the restore drill restores (RESTORE_DRILL_DATABASE_URL). */
    drillDatabaseUrl: string | undefined;
  };
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

/** Where backups go and how long they are kept (BACKUP_URL, BACKUP_KEEP_DAYS). */
function backupSettings(e: Env, dataDir: string): Config['backups'] {
  let target: BackupTargetConfig;
  try {
    target = parseBackupUrl(e.BACKUP_URL, path.join(dataDir, 'backups'));
  } catch (err) {
    throw new ConfigError([err instanceof Error ? err.message : String(err)]);
  }
  return {
    keepDays: e.BACKUP_KEEP_DAYS ?? e.BACKUP_KEEP ?? 14,
    hour: e.BACKUP_HOUR,
    dir: target.kind === 'dir' ? target.dir : path.join(dataDir, 'backups'),
    target,
    drillDatabaseUrl: e.RESTORE_DRILL_DATABASE_URL,
  };
}

/** The bucket settings: all of the required ones, or none (a partial set is a mistake). */
function uploadsBucket(e: Env): UploadsBucket | null {
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

/**
 * What a production start (NODE_ENV=production) must have, or it refuses to start
 * (docs/deploy.md): the public https address that e-mailed links point to, a mail server (or
 * reset links never leave), and TRUST_PROXY (the app speaks plain HTTP behind a TLS proxy: without
 * it every visitor has the proxy's address, and one visitor's rate limit stops them all).
 */
export function productionProblems(e: Env): string[] {
  if (e.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!e.PUBLIC_URL?.startsWith('https://'))
    problems.push('PUBLIC_URL: a production start needs the club’s public https:// address');
  if (!e.SMTP_URL)
    problems.push('SMTP_URL: a production start needs a mail server (e-mail would never leave)');
  if (!e.TRUST_PROXY)
    problems.push(
      'TRUST_PROXY: a production start runs behind a TLS proxy and must trust it (set it to true)',
    );
  return problems;
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
  if (e.SHUTDOWN_DRAIN_MS !== undefined && e.SHUTDOWN_DRAIN_MS >= e.SHUTDOWN_GRACE_MS) {
    throw new ConfigError([
      'SHUTDOWN_DRAIN_MS: must be less than SHUTDOWN_GRACE_MS (the drain is part of the grace period)',
    ]);
  }
  const production = productionProblems(e);
  if (production.length > 0) throw new ConfigError(production);
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError([
      'METRICS_PORT: must not be PORT (the metrics are never served on the public port)',
    ]);
  }
  const dataDir = path.resolve(e.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    metrics: e.METRICS_PORT === undefined ? null : { port: e.METRICS_PORT, host: e.METRICS_HOST },
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
    jobs: {
      run: e.JOB_RUNNER === 'on',
      pollMs: e.JOB_POLL_MS,
      leaseMs: e.JOB_LEASE_MS,
      concurrency: e.JOB_CONCURRENCY,
    },
    analysis: {
      engine: e.ANALYSIS_ENGINE,
      engines: e.ANALYSIS_ENGINES ?? Math.max(1, os.availableParallelism() - 1),
      nodes: e.ANALYSIS_NODES,
      busyAbove: e.ANALYSIS_BUSY_ABOVE,
      idleCpu: e.ANALYSIS_CPU === 'idle',
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.DATABASE_URL ? 3_000 : 0),
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
    backups: backupSettings(e, dataDir),
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
