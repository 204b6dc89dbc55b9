import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PUZZLE_MESSAGES, type PuzzleImport } from '@kingside/shared';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const summary = (overrides: Partial<PuzzleImport> = {}): PuzzleImport => ({
  id: 7,
  source: 'upload',
  fileName: 'puzzles.csv',
  status: 'done',
  linesRead: 1496,
  added: 1494,
  updated: 0,
  unchanged: 0,
  skipped: 1,
  percent: 100,
  startedBy: 1,
  startedAt: '2026-11-25T12:00:00.000Z',
  finishedAt: '2026-11-25T12:00:05.000Z',
  message: null,
  errors: [{ line: 1496, reason: 'expected 10 columns, found 2' }],
  ...overrides,
});

async function openPage() {
  const view = renderApp('/admin/puzzles', { session: buildSession({ roles: ['admin'] }) });
  await screen.findByRole('heading', { name: 'Upload puzzles' }, { timeout: 10_000 });
  const input = screen.getByLabelText('Puzzle CSV file') as HTMLInputElement;
  return { ...view, input };
}

const csv = () => new File(['PuzzleId,FEN\n'], 'puzzles.csv', { type: 'text/csv' });

describe('/admin/puzzles', () => {
  it('uploads the file, follows the import to done and shows its skipped rows', async () => {
    let reads = 0;
    const api = mockApi({
      'GET /api/admin/puzzles/imports': {
        body: { items: [summary()], total: 1, page: 0, size: 10 },
      },
      'POST /api/admin/puzzles/imports': { status: 202, body: { id: 7 } },
      // Running on the first read, done on the next: the page polls while it runs.
      'GET /api/admin/puzzles/imports/7': () => {
        reads++;
        return {
          body:
            reads === 1
              ? summary({ status: 'running', linesRead: 600, percent: 40, added: 599, errors: [] })
              : summary(),
        };
      },
    });
    const { user, input } = await openPage();
    const file = csv();
    await user.upload(input, file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText(/600 lines read \(40%\)/)).toBeTruthy();
    const rows = await screen.findByRole('table', { name: 'Skipped rows' }, { timeout: 5_000 });
    expect(within(rows).getByText('1496')).toBeTruthy();
    expect(within(rows).getByText('expected 10 columns, found 2')).toBeTruthy();
    expect(screen.getByText(/1,496 lines read \(100%\): 1494 added/)).toBeTruthy();
    const posted = api.fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/puzzles/imports') && init?.method === 'POST',
    );
    expect((posted![1]!.body as FormData).get('file')).toBe(file);

    const history = screen.getByRole('table', { name: 'Puzzle imports' });
    expect(within(history).getByText('puzzles.csv')).toBeTruthy();
  });

  it("shows the server's refusal while another import runs", async () => {
    mockApi({
      'GET /api/admin/puzzles/imports': { body: { items: [], total: 0, page: 0, size: 10 } },
      'POST /api/admin/puzzles/imports': {
        status: 409,
        body: { code: 'PUZZLE_IMPORT_RUNNING', message: PUZZLE_MESSAGES.importRunning },
      },
    });
    const { user, input } = await openPage();
    expect(
      await screen.findByText('No puzzle imports yet. Upload a puzzle CSV above to start one.'),
    ).toBeTruthy();
    await user.upload(input, csv());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PUZZLE_MESSAGES.importRunning);
  });
});
