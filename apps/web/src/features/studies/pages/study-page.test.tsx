import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Chapter, Study } from '@kingside/shared';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const coach = buildSession({ roles: ['coach'], username: 'coach', accessToken: 'coach-token' });

const STUDY: Study = {
  id: 4,
  createdDate: '2026-11-02T15:00:00Z',
  name: 'Open games',
  notes: 'Read before Saturday.',
  chapters: [
    { id: 11, name: 'Italian' },
    { id: 12, name: 'Scotch' },
  ],
};

const ITALIAN: Chapter = {
  id: 11,
  name: 'Italian',
  fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  pgn: '[Event "Italian"]\n\n{Aim at f7.} 1. e4 e5 2. Nf3 Nc6 3. Bc4 (3. d4 {The Scotch}) 3... Bc5 *',
};

const moves = () => screen.getByRole('group', { name: 'Moves' });
const currentMove = () =>
  within(moves())
    .getAllByRole('button')
    .find((b) => b.getAttribute('aria-current') === 'true')
    ?.getAttribute('aria-label') ?? null;
const pieceOn = (square: string) =>
  document.querySelector(`[data-square="${square}"] [data-piece]`)?.getAttribute('data-piece') ??
  null;

describe('/study/:studyId', () => {
  it('shows the study and steps through a chapter, into its variation and back', async () => {
    mockApi({
      'GET /api/studies/4': { body: STUDY },
      'GET /api/studies/4/chapters/11': { body: ITALIAN },
    });
    const { user, router } = renderApp('/study/4', { session: coach });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Open games' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const notes = screen.getByRole('textbox', { name: 'Notes' }) as HTMLTextAreaElement;
    expect(notes.value).toBe('Read before Saturday.');
    expect(notes.readOnly).toBe(true);
    const grid = await screen.findByRole('grid', { name: 'Chapters' });
    await user.click(await within(grid).findByText('Italian'));

    expect(await screen.findByRole('heading', { level: 2, name: 'Italian' })).toBeTruthy();
    expect(router.state.location.search).toBe('?chapter=11');
    expect((screen.getByRole('textbox', { name: 'PGN' }) as HTMLTextAreaElement).value).toBe(
      ITALIAN.pgn,
    );
    expect(within(moves()).getByText('Aim at f7.')).toBeTruthy();
    expect(within(moves()).getByText('The Scotch')).toBeTruthy();

    for (let i = 0; i < 4; i++) await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentMove()).toBe('2... Nc6');
    expect(pieceOn('c6')).toBe('bN');

    await user.click(within(moves()).getByRole('button', { name: '3. d4' }));
    expect(pieceOn('d4')).toBe('wP');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(currentMove()).toBe('2... Nc6');
    expect(pieceOn('d4')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentMove()).toBe('3. Bc4');
    expect(pieceOn('c4')).toBe('wB');
  });

  it('adds a chapter from a pasted PGN and shows it', async () => {
    const added: Chapter = { ...ITALIAN, id: 13, name: 'Two knights' };
    const api = mockApi({
      'GET /api/studies/4': { body: STUDY },
      'POST /api/studies/4/chapters': { status: 201, body: added },
    });
    const { user } = renderApp('/study/4', { session: coach });

    await user.click(
      await screen.findByRole('button', { name: 'Add Chapter' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Chapter' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Two knights');
    await user.click(within(dialog).getByRole('textbox', { name: 'PGN' }));
    await user.paste('1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 *');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Two knights' })).toBeTruthy();
    expect(api.callsTo('POST /api/studies/4/chapters').map((r) => r.body)).toEqual([
      { name: 'Two knights', pgn: '1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 *', fen: null },
    ]);
  });

  it('adds an empty chapter from a start position', async () => {
    const fen = '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1';
    const api = mockApi({
      'GET /api/studies/4': { body: STUDY },
      'POST /api/studies/4/chapters': {
        status: 201,
        body: { id: 14, name: 'Pawn ending', fen, pgn: `[FEN "${fen}"]\n\n*` } satisfies Chapter,
      },
    });
    const { user } = renderApp('/study/4', { session: coach });

    await user.click(
      await screen.findByRole('button', { name: 'Add Chapter' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Chapter' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Pawn ending');
    await user.click(within(dialog).getByRole('button', { name: 'Start from a position' }));
    const fenBox = within(dialog).getByRole('textbox', { name: 'Start position FEN' });
    await user.clear(fenBox);
    await user.type(fenBox, fen);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Pawn ending' })).toBeTruthy();
    expect(api.callsTo('POST /api/studies/4/chapters').map((r) => r.body)).toEqual([
      { name: 'Pawn ending', pgn: null, fen },
    ]);
  });

  it('downloads the study PGN with the bearer token', async () => {
    const createObjectURL = vi.fn(() => 'blob:study');
    // jsdom has no Blob URLs.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = mockApi({
      'GET /api/studies/4': { body: STUDY },
      'GET /api/studies/4/export': { body: '[Event "Italian"]\n\n1. e4 *' },
    });
    const { user } = renderApp('/study/4', { session: coach });

    await user.click(
      await screen.findByRole('button', { name: 'Export PGN' }, { timeout: 10_000 }),
    );

    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const [download] = api.callsTo('GET /api/studies/4/export');
    expect(download?.headers.get('Authorization')).toBe('Bearer coach-token');
    expect(createObjectURL).toHaveBeenCalledOnce();
  });
});
