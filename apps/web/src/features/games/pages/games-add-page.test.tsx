import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GAME_MESSAGES, MESSAGES, type ApiError, type GamesAddedResponse } from '@kingside/shared';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const coach = buildSession({ username: 'coach', roles: ['coach'] });
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

const gamesJson = JSON.stringify([
  { name: 'One', type: 'Puzzle', fen: START, solution: 'e4' },
  { name: 'Two', type: 'Puzzle', fen: '8/8/8/8/8/8/8/8 w - - 0 1', solution: 'none' },
]);

async function openBulkPage() {
  const view = renderApp('/gamesAdd', { session: coach });
  await screen.findByRole('heading', { level: 1, name: 'Add Games' }, { timeout: 10_000 });
  return view;
}

describe('/gamesAdd', () => {
  it('says Please enter required field for an empty Games In JSON box', async () => {
    const api = mockApi();
    const { user } = await openBulkPage();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.pleaseEnterRequired)).toBeTruthy();
    expect(api.callsTo('POST /api/games/bulk')).toHaveLength(0);
  });

  it("reports the server's numbered error and adds nothing", async () => {
    const api = mockApi({
      'POST /api/games/bulk': {
        status: 400,
        body: {
          code: 'GAMES_INVALID',
          message:
            'Game 2: fen: This FEN is not a legal position for play: each side needs exactly one king.',
          fieldErrors: {
            gamesJSON: [
              'Game 2: fen: This FEN is not a legal position for play: each side needs exactly one king.',
            ],
          },
        } satisfies ApiError,
      },
    });
    const { user } = await openBulkPage();

    const box = screen.getByRole('textbox', { name: 'Games In JSON' });
    await user.click(box);
    await user.paste(gamesJson);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Game 2: fen: This FEN is not a legal position for play: each side needs exactly one king.',
    );
    expect(api.callsTo('POST /api/games/bulk')[0]?.body).toEqual({ gamesJSON: gamesJson });
  });

  it('says Added Successfully when every game is saved', async () => {
    mockApi({
      'POST /api/games/bulk': {
        status: 201,
        body: { message: GAME_MESSAGES.added, ids: [8, 9] } satisfies GamesAddedResponse,
      },
    });
    const { user } = await openBulkPage();

    await user.click(screen.getByRole('textbox', { name: 'Games In JSON' }));
    await user.paste(gamesJson);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(GAME_MESSAGES.added)).toBeTruthy();
  });

  it('uploads a PGN file into the chosen directory and shows the server message', async () => {
    const api = mockApi({
      'POST /api/games/pgn': {
        status: 201,
        body: { message: GAME_MESSAGES.added, ids: [1, 2] } satisfies GamesAddedResponse,
      },
    });
    const { user } = await openBulkPage();
    const pgn = '[Event "A"]\n\n1. e4 e5 1-0\n\n[Event "B"]\n\n1. d4 d5 0-1\n';

    const dir = screen.getByRole('textbox', { name: 'Directory' });
    await user.clear(dir);
    await user.type(dir, '/Classics');
    await user.upload(
      screen.getByLabelText('PGN file'),
      new File([pgn], 'games.pgn', { type: 'application/x-chess-pgn' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText(`${GAME_MESSAGES.added}: 2 games`)).toBeTruthy();
    expect(api.callsTo('POST /api/games/pgn')[0]?.body).toEqual({ dirPath: '/Classics', pgn });
  });
});
