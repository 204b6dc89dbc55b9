import { eq } from 'drizzle-orm';
import type { Job, JobPage } from '@kingside/shared';
import { JOB_MESSAGES } from '@kingside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema.js';
import { bearer, buildTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
});
afterAll(() => t.app.close());

const key = () => `routes-${crypto.randomUUID()}`;

describe('GET /api/admin/jobs and POST /api/admin/jobs/{id}/retry', () => {
  it('lists the jobs newest first with their state, error and counts, and retries a failed one', async () => {
    const [failed] = await t.ctx.database.db
      .insert(jobs)
      .values({
        kind: 'puzzles.import',
        key: key(),
        state: 'failed',
        attempts: 5,
        maxAttempts: 5,
        lastError: 'The file cannot be read.',
      })
      .returning();
    const res = await t.app.inject({
      url: '/api/admin/jobs?state=failed&size=100',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json<JobPage>();
    expect(page.counts.failed).toBeGreaterThanOrEqual(1);
    expect(page.items.find((j) => j.id === failed!.id)).toMatchObject({
      kind: 'puzzles.import',
      label: 'Puzzles: import an uploaded Lichess CSV',
      state: 'failed',
      attempts: 5,
      lastError: 'The file cannot be read.',
    });
    expect(page.items.every((j) => j.state === 'failed')).toBe(true);
    // Payloads (file paths, ids) are not shown.
    expect(JSON.stringify(page)).not.toContain('payload');

    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${failed!.id}/retry`,
      headers: admin,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json<Job>()).toMatchObject({ state: 'queued', attempts: 0 });

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${failed!.id}/retry`,
      headers: admin,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'JOB_NOT_FAILED', message: JOB_MESSAGES.notFailed });
    await t.ctx.database.db.delete(jobs).where(eq(jobs.id, failed!.id));
  });

  it('answers 404 for a job that does not exist and 400 for a state that does not', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/jobs/999999999/retry',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: JOB_MESSAGES.notFound });
    const bad = await t.app.inject({ url: '/api/admin/jobs?state=sleeping', headers: admin });
    expect(bad.statusCode).toBe(400);
  });
});
