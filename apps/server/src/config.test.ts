import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { PRODUCTION_SETTINGS } from './test/helpers.js';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-config-'));

describe('loadConfig', () => {
  it('uses defaults: port 3000, embedded database, Chicago time, 8-hour tokens', () => {
    const config = loadConfig({ DATA_DIR: tmp() });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.club.timezone).toBe('America/Chicago');
    expect(config.tokenTtlSeconds).toBe(8 * 3600);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('leaves the token secret to the database unless JWT_SECRET is set', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).jwtSecret).toBeUndefined();
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: tmp(), JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it('logs readable lines on a terminal, JSON in production or through a pipe, or as LOG_FORMAT says', () => {
    const env = { DATA_DIR: path.join(os.tmpdir(), 'kingside-config-log') };
    expect(loadConfig(env, true).logFormat).toBe('pretty');
    expect(loadConfig(env, false).logFormat).toBe('json');
    expect(loadConfig({ ...env, ...PRODUCTION_SETTINGS }, true).logFormat).toBe('json');
    expect(loadConfig({ ...env, LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ ...env, LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
  });

  it('refuses a production start without its public https address, a mail server and TRUST_PROXY', () => {
    const env = { DATA_DIR: tmp() };
    let error: unknown;
    try {
      loadConfig({ ...env, NODE_ENV: 'production', PUBLIC_URL: 'http://club.example' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(
      /PUBLIC_URL: a production start needs the club’s public https:\/\/ address/,
    );
    expect(message).toMatch(/SMTP_URL: a production start needs a mail server/);
    expect(message).toMatch(/TRUST_PROXY: a production start runs behind a TLS proxy/);
    const config = loadConfig({ ...env, ...PRODUCTION_SETTINGS });
    expect(config.production).toBe(true);
    expect(config.trustProxy).toBe(true);
    // Outside production none of them is needed.
    expect(loadConfig(env).production).toBe(false);
  });

  it('lists every bad value in one readable error', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        CLUB_TIMEZONE: 'Mars/Base',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/DATABASE_URL: must start with postgres:\/\//);
    expect(problems).toMatch(/JWT_SECRET: must be at least 32 characters/);
    expect(problems).toMatch(/CLUB_TIMEZONE/);
  });

  it('keeps photos on disk without a bucket, and takes a whole bucket setting with its defaults', () => {
    const dataDir = tmp();
    expect(loadConfig({ DATA_DIR: dataDir }).uploads).toEqual({
      dir: path.join(dataDir, 'uploads'),
      resizeConcurrency: 1,
      bucket: null,
    });
    const bucket = {
      UPLOADS_S3_BUCKET: 'club-photos',
      UPLOADS_S3_ENDPOINT: 'https://s3.us-east-1.amazonaws.com/',
      UPLOADS_S3_ACCESS_KEY_ID: 'AKID',
      UPLOADS_S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({ DATA_DIR: dataDir, ...bucket }).uploads.bucket).toEqual({
      bucket: 'club-photos',
      endpoint: 'https://s3.us-east-1.amazonaws.com',
      region: 'us-east-1',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
      prefix: '',
      publicUrl: 'https://s3.us-east-1.amazonaws.com/club-photos/',
    });
    const cdn = loadConfig({
      DATA_DIR: dataDir,
      ...bucket,
      UPLOADS_S3_REGION: 'auto',
      UPLOADS_S3_PREFIX: '/kingside/photos/',
      UPLOADS_PUBLIC_URL: 'https://photos.example.org',
    }).uploads.bucket;
    expect(cdn).toMatchObject({
      region: 'auto',
      prefix: 'kingside/photos/',
      publicUrl: 'https://photos.example.org/',
    });
  });

  it('refuses part of a bucket setting, naming what is missing', () => {
    const partial = () =>
      loadConfig({
        DATA_DIR: tmp(),
        UPLOADS_S3_BUCKET: 'club-photos',
        UPLOADS_S3_SECRET_ACCESS_KEY: 'hunter2-secret-value',
      });
    expect(partial).toThrow(ConfigError);
    expect(partial).toThrow(/UPLOADS_S3_ENDPOINT, UPLOADS_S3_ACCESS_KEY_ID: missing/);
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), UPLOADS_PUBLIC_URL: 'https://cdn.example' }),
    ).toThrow(
      /UPLOADS_S3_BUCKET, UPLOADS_S3_ENDPOINT, UPLOADS_S3_ACCESS_KEY_ID, UPLOADS_S3_SECRET_ACCESS_KEY: missing/,
    );
    expect(() =>
      loadConfig({
        DATA_DIR: tmp(),
        UPLOADS_S3_BUCKET: 'Not_A_Bucket',
        UPLOADS_S3_ENDPOINT: 'ftp://x',
      }),
    ).toThrow(
      /UPLOADS_S3_BUCKET: must be a bucket name[\s\S]*UPLOADS_S3_ENDPOINT: must start with/,
    );
    // The secret is never part of the message.
    expect(partial).not.toThrow(/hunter2/);
  });

  it('limits unpaid Zelle holds and wrong coupon codes by default, and takes other values', () => {
    const defaults = loadConfig({ DATA_DIR: tmp() });
    expect(defaults.payments.payLater).toEqual({
      cutoffHours: 24,
      sharePercent: 50,
      visitorSharePercent: 25,
      visitorMinSeats: 3,
    });
    expect(defaults.coupons).toEqual({
      failuresPerVisitor: 5,
      failuresPerEvent: 10,
      failuresClubWide: 20,
      windowSeconds: 3600,
    });
    const set = loadConfig({
      DATA_DIR: tmp(),
      PAY_LATER_CUTOFF_HOURS: '48',
      PAY_LATER_SHARE_PERCENT: '100',
      COUPON_FAILURES_PER_EVENT: '3',
    });
    expect(set.payments.payLater).toMatchObject({ cutoffHours: 48, sharePercent: 100 });
    expect(set.coupons.failuresPerEvent).toBe(3);
    expect(() => loadConfig({ DATA_DIR: tmp(), PAY_LATER_SHARE_PERCENT: '150' })).toThrow(
      /PAY_LATER_SHARE_PERCENT/,
    );
  });
});
