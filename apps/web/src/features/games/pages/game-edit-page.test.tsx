import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GAME_MESSAGES, type ApiError, type Game } from '@kingside/shared';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const admin = buildSession({ username: 'admin', roles: ['admin'] });

const game: Game = {
  id: 5,
  name: 'Back rank mate',
  type: 'Puzzle',
  notes: 'Look at the eighth rank.',
  rating: 1200,
  fen: '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1',
  pgn: null,
  solutionFen: 'R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 1',
  solution: '1. Ra8#',
  blacksTurn: false,
  tags: null,
  dirPath: '/Tactics',
  questionType: null,
  questionChoices: null,
  createdDate: '2026-05-01T15:00:00.000Z',
};

async function openGame() {
  const view = renderApp('/game/5', { session: admin });
  await screen.findByRole('heading', { level: 1, name: 'Back rank mate' }, { timeout: 10_000 });
  return view;
}

describe('/game/:gameId', () => {
  it('shows Home > Games > name and says Updated Successfully after saving the changes', async () => {
    const api = mockApi({
      'GET /api/games/5': { body: game },
      'POST /api/games': (request) => ({
        body: { ...game, ...(request.body as object) } satisfies Game,
      }),
    });
    const { user } = await openGame();

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByRole('link', { name: 'Games' }).getAttribute('href')).toBe(
      '/games?dirPath=%2FTactics',
    );
    expect(within(crumbs).getByText('Back rank mate')).toBeTruthy();

    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Back rank mate in one');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(GAME_MESSAGES.updated)).toBeTruthy();
    expect(api.callsTo('POST /api/games')[0]?.body).toMatchObject({
      id: 5,
      name: 'Back rank mate in one',
      fen: game.fen,
      solutionFen: game.solutionFen,
      rating: 1200,
    });
  });

  it("shows the server's error in a red alert", async () => {
    mockApi({
      'GET /api/games/5': { body: game },
      'POST /api/games': {
        status: 400,
        body: {
          code: 'INVALID_POSITION',
          message: 'The solution position is not reachable.',
        } satisfies ApiError,
      },
    });
    const { user } = await openGame();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The solution position is not reachable.');
    expect(alert.className).toContain('MuiAlert-colorError');
  });
});
