import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Job, JobPage } from '@kingside/shared';
import { JOB_MESSAGES } from '@kingside/shared';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const admin = { session: buildSession({ roles: ['admin'] }) };

const job = (overrides: Partial<Job> = {}): Job => ({
  id: 7,
  kind: 'puzzles.import',
  key: '12',
  label: 'Puzzles: import an uploaded Lichess CSV',
  state: 'failed',
  recurring: false,
  attempts: 5,
  maxAttempts: 5,
  runAt: '2026-11-28T10:00:00.000Z',
  startedAt: '2026-11-28T10:00:01.000Z',
  finishedAt: '2026-11-28T10:00:02.000Z',
  lastError: 'The file cannot be read.',
  createdAt: '2026-11-28T09:59:00.000Z',
  ...overrides,
});

const page = (items: Job[], counts: Partial<JobPage['counts']> = {}): JobPage => ({
  items,
  total: items.length,
  page: 0,
  size: 25,
  counts: { queued: 0, running: 0, done: 0, failed: items.length, ...counts },
});

describe('/admin/jobs', () => {
  it('shows the failed jobs first with their error, and retries one', async () => {
    const api = mockApi({
      'GET /api/admin/jobs': {
        status: 200,
        body: page([job()], { queued: 3, running: 1, done: 40 }),
      },
      'POST /api/admin/jobs/7/retry': { status: 200, body: job({ state: 'queued', attempts: 0 }) },
    });
    const { user } = renderApp('/admin/jobs', admin);

    const table = await screen.findByRole('table', { name: 'Jobs' });
    expect(within(table).getByText('Puzzles: import an uploaded Lichess CSV')).toBeTruthy();
    expect(within(table).getByText('The file cannot be read.')).toBeTruthy();
    expect(within(table).getByText('5 of 5')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Failed (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Queued (3)' })).toBeTruthy();
    expect(api.callsTo('GET /api/admin/jobs')[0]?.query.get('state')).toBe('failed');

    await user.click(screen.getByRole('button', { name: 'Retry job 7' }));
    expect(await screen.findByText(JOB_MESSAGES.retried)).toBeTruthy();
    expect(api.callsTo('POST /api/admin/jobs/7/retry')).toHaveLength(1);
  });

  it('says what an empty tab means', async () => {
    mockApi({ 'GET /api/admin/jobs': { status: 200, body: page([]) } });
    renderApp('/admin/jobs', admin);
    expect(
      await screen.findByText(
        'No job has failed. A job that fails on every try is kept here to be retried.',
      ),
    ).toBeTruthy();
  });
});
