import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Game } from '@kingside/shared';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const position = (id: number, fen: string): Game => ({
  id,
  name: `Game ${id}`,
  type: 'Puzzle',
  notes: null,
  rating: 0,
  fen,
  pgn: null,
  solutionFen: null,
  solution: 'x',
  blacksTurn: fen.split(' ')[1] === 'b',
  tags: null,
  dirPath: '/',
  questionType: null,
  questionChoices: null,
  createdDate: '2026-05-01T15:00:00.000Z',
});

describe('/gamesDisplay/:gameIds', () => {
  it('labels each board Position n with the side to move', async () => {
    const api = mockApi({
      'GET /api/games/byIds': {
        body: [
          position(3, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'),
          position(8, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'),
        ],
      },
    });
    renderApp('/gamesDisplay/3,8', { session: buildSession({ roles: ['coach'] }) });

    const list = await screen.findByRole('list', { name: 'Positions' }, { timeout: 10_000 });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: 'Position 1' })).toBeTruthy();
    expect(first!.textContent).toContain('White to Move');
    expect(within(second!).getByRole('heading', { name: 'Position 2' })).toBeTruthy();
    expect(second!.textContent).toContain('Black To Move');
    expect(within(second!).getByRole('group', { name: 'Position 2' })).toBeTruthy();
    const urls = api.fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/games/byIds?ids=3%2C8');
  });
});
