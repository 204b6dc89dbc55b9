import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context.js';
import { maintenanceRuns } from '../db/schema.js';
import { recordMaintenanceRun } from '../lib/maintenance-runs.js';
import { buildTestApp, type TestApp } from '../test/helpers.js';
import metricsPlugin, { serveMetrics } from './metrics.js';

let t: TestApp;
let server: http.Server;
let scrapeUrl: string;

beforeAll(async () => {
  t = await buildTestApp();
  server = await serveMetrics(t.app.metrics, { port: 0, host: '127.0.0.1' });
  scrapeUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
});
afterAll(async () => {
  server.close();
  await t.app.close();
});

const scrape = async () => {
  const res = await fetch(scrapeUrl);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
};

/** The value of the sample `name{labels}` in a scrape, or null when it is not there. */
function sample(text: string, name: string, labels = ''): number | null {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(labels ? `${name}{${labels}} ` : `${name} `));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : null;
}

describe('/metrics on the metrics port', () => {
  it('counts requests by route pattern and status, and the histograms move', async () => {
    const health = 'method="GET",route="/api/health",status_code="200"';
    const before = (await scrape()) ?? '';
    const countBefore = sample(before, 'kingside_http_request_duration_seconds_count', health) ?? 0;
    for (let i = 0; i < 5; i++) await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/tournament/424242' });
    await t.app.inject({ url: '/api/no-such-thing/123' });
    const after = await scrape();
    expect(sample(after, 'kingside_http_request_duration_seconds_count', health)).toBe(
      countBefore + 5,
    );
    // Every one of them is in the histogram's last bucket, and the fast ones in an early one.
    const buckets = after
      .split('\n')
      .filter((l) => l.startsWith('kingside_http_request_duration_seconds_bucket{'))
      .filter((l) => l.includes('route="/api/health"') && l.includes('status_code="200"'));
    const bucket = (le: string) =>
      Number(
        buckets
          .find((l) => l.includes(`le="${le}"`))
          ?.split(' ')
          .at(-1),
      );
    expect(bucket('+Inf')).toBe(countBefore + 5);
    expect(bucket('1')).toBeGreaterThan(0);
    // Patterns, never addresses: the label's values stay few.
    expect(after).toContain('route="/api/tournament/:id",status_code="404"');
    expect(after).toContain('route="unmatched",status_code="404"');
    expect(after).not.toContain('424242');
    expect(after).not.toContain('/api/no-such-thing');
  });

  it('reads the queue, live play, the outbox and Node itself when scraped', async () => {
    const text = await scrape();
    for (const state of ['due', 'later', 'running', 'failed'])
      expect(sample(text, 'kingside_jobs', `state="${state}"`)).not.toBeNull();
    expect(sample(text, 'kingside_live_sockets')).toBe(0);
    expect(sample(text, 'kingside_live_games')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'kingside_outbox_backlog')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'kingside_outbox_oldest_waiting_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('kingside_nodejs_eventloop_lag_seconds');
    expect(text).toContain('kingside_process_resident_memory_bytes');
    if (t.ctx.database.kind === 'postgres')
      expect(sample(text, 'kingside_db_pool_connections', 'state="total"')).toBeGreaterThan(0);
    else expect(text).not.toContain('kingside_db_pool_connections');
  });

  it('tells the age of the newest backup, and nothing when there is none', async () => {
    await t.ctx.database.db.delete(maintenanceRuns);
    expect(sample(await scrape(), 'kingside_backup_age_seconds')).toBeNull();
    const db = t.ctx.database.db;
    const at = (ms: number) => new Date(Date.now() - ms);
    await recordMaintenanceRun(db, {
      kind: 'backup',
      ok: true,
      summary: 'old',
      backupAt: at(86400_000),
    });
    await recordMaintenanceRun(db, {
      kind: 'backup',
      ok: true,
      summary: 'new',
      backupAt: at(3600_000),
    });
    // A failed backup since does not make the newest one younger.
    await recordMaintenanceRun(db, {
      kind: 'backup',
      ok: false,
      summary: 'The backup failed: disk full',
    });
    const age = sample(await scrape(), 'kingside_backup_age_seconds');
    expect(age).toBeGreaterThanOrEqual(3600);
    expect(age).toBeLessThan(3660);
  });

  it('answers nothing but GET /metrics', async () => {
    expect((await fetch(scrapeUrl.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(scrapeUrl, { method: 'POST' })).status).toBe(404);
  });
});

describe('the public port', () => {
  it('never serves the metrics', async () => {
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('kingside_');
  });
});

describe('server errors', () => {
  it('are counted by route, and a failing gauge leaves the scrape standing', async () => {
    const app = Fastify();
    const ctx = {
      database: { poolUse: () => ({ total: 1, idle: 0, waiting: 0 }) },
      config: {},
    } as unknown as AppContext;
    await app.register(metricsPlugin, { ctx });
    app.get('/boom/:id', async () => {
      throw new Error('down');
    });
    app.metrics.gauge('kingside_test_broken', 'A gauge whose read fails.', async () => {
      throw new Error('the database is away');
    });
    await app.ready();
    for (let i = 0; i < 3; i++) expect((await app.inject({ url: '/boom/1' })).statusCode).toBe(500);
    const text = await app.metrics.text();
    expect(
      sample(text, 'kingside_http_server_errors_total', 'method="GET",route="/boom/:id"'),
    ).toBe(3);
    expect(sample(text, 'kingside_test_broken')).toBeNull();
    expect(sample(text, 'kingside_db_pool_connections', 'state="waiting"')).toBe(0);
    await app.close();
  });
});
