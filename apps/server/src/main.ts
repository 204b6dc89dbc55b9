import { createClient } from 'redis';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { isEmpty, seedDemoData } from './db/seed.js';
import { AppCaches } from './lib/app-caches.js';
import { backupPlaceOf } from './lib/backup-target.js';
import { dailyBackupJob, embeddedBackups, nextClubHour } from './lib/backup.js';
import { lockDataDir } from './lib/data-dir-lock.js';
import { runRestoreDrill } from './lib/restore-drill.js';
import { createLogger, loggerOptions } from './lib/log.js';
import { createMailer } from './lib/mailer.js';
import { databaseRateLimitStore, redisRateLimitStore } from './lib/rate-limit.js';
import { databaseKeyRing, staticKeyRing } from './lib/signing-keys.js';
import { serveMetrics } from './plugins/metrics.js';
import { assertGatewaysAllowed } from './modules/payments/index.js';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  try {
    // Before the database is touched: a production start must not take money through a sandbox.
    assertGatewaysAllowed(config);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  const log = createLogger(config.logLevel, config.logFormat);
  // PGlite is one process only: a second server on the same data directory would lose writes. The
  // lock goes with this process however it ends (docs/decisions/0016).
  const lock = config.databaseUrl ? null : await lockDataDir(config.dataDir, { role: 'server' });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  // Demo data only on the embedded database's first start; PostgreSQL gets it from `npm run db:seed`.
  if (database.kind === 'pglite' && (await isEmpty(database.db))) {
    log.info('new embedded database: filling it with demo data');
    await seedDemoData(database.db, config.club);
  }

  const redis = config.redisUrl ? createClient({ url: config.redisUrl }) : null;
  if (redis) {
    redis.on('error', (err: unknown) => log.error({ err }, 'redis error'));
    await redis.connect();
  }
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log,
  });
  const rateLimits = redis ? redisRateLimitStore(redis) : databaseRateLimitStore(database.db);
  const keys = config.jwtSecret
    ? staticKeyRing(config.jwtSecret, config.jwtSecretPrevious)
    : await databaseKeyRing(database.db, config.dataDir);

  const app = await buildApp(
    {
      config,
      database,
      mailer,
      rateLimits,
      keys,
      caches: new AppCaches(),
      ...(redis ? { redisPing: () => redis.ping() } : {}),
    },
    {
      logger: loggerOptions(config.logLevel, config.logFormat),
    },
  );

  // The operator's PostgreSQL has its own backups; the embedded database has only these.
  const backups =
    database.kind === 'pglite'
      ? embeddedBackups({
          database,
          place: backupPlaceOf(config.backups),
          uploadsDir: config.uploads.dir,
        })
      : null;
  if (backups) {
    lock?.answerBackups(backups.run);
    lock?.answerDrills(() =>
      runRestoreDrill({ live: database, target: backupPlaceOf(config.backups).target }),
    );
    // At the club's quiet hour: every request waits while the copy is taken.
    app.jobs.register(
      dailyBackupJob(
        backups,
        (now) => nextClubHour(now, config.backups.hour, config.club.timezone),
        app.log,
      ),
    );
  }

  let metricsServer: Awaited<ReturnType<typeof serveMetrics>> | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    // A request or job that will not finish (a long upload) must not keep the process alive past
    // the process manager's patience: what was answered is committed, the rest is like a crash.
    setTimeout(() => {
      app.log.warn(
        { graceMs: config.shutdownGraceMs },
        'shutdown: work still under way after the grace period; exiting',
      );
      void (lock?.release() ?? Promise.resolve()).finally(() => process.exit(1));
    }, config.shutdownGraceMs).unref();
    try {
      // Not ready from now on: the proxy stops sending requests here while those under way, and
      // any it still sends, are answered; live players are told to expect a reconnect.
      app.lifecycle.beginStopping();
      if (config.shutdownDrainMs > 0)
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      metricsServer?.close();
      // Closes the live connections (the players reconnect to another server), waits for the
      // requests under way, and hands the running jobs back to the queue.
      await app.close();
      await backups?.stop();
      mailer.close();
      keys.close();
      await redis?.quit();
      await database.close();
    } finally {
      await lock?.release();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (config.metrics) {
    metricsServer = await serveMetrics(app.metrics, config.metrics);
    app.log.info(`metrics at http://${config.metrics.host}:${config.metrics.port}/metrics`);
  }
  const bucket = config.uploads.bucket;
  const photos = bucket ? `bucket ${bucket.bucket} at ${bucket.endpoint}` : config.uploads.dir;
  app.log.info(
    `Kingside is serving ${config.publicUrl} (database: ${database.kind}; photos: ${photos})`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
