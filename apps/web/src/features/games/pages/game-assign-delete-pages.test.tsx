import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ASSIGNED_GAMES_CODE,
  ASSIGNMENT_MESSAGES,
  MESSAGES,
  type AssignResult,
  type Game,
} from '@kingside/shared';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const coach = buildSession({ id: 2, username: 'coach', name: 'Morgan Coach', roles: ['coach'] });

const game = (id: number, name: string): Game => ({
  id,
  name,
  type: 'Puzzle',
  notes: null,
  rating: 0,
  fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  pgn: null,
  solutionFen: null,
  solution: 'e4',
  blacksTurn: false,
  tags: null,
  dirPath: '/Tactics',
  questionType: null,
  questionChoices: null,
  createdDate: '2026-05-01T15:00:00.000Z',
});

describe('/gameAssign', () => {
  it('assigns the games of the address to class times, with a way back to the directory', async () => {
    const result: AssignResult = {
      message: ASSIGNMENT_MESSAGES.assigned(2, 4, 8),
      assignmentIds: [21, 22],
      students: 4,
      added: 8,
    };
    const api = mockApi({ 'POST /api/assignments/assignmentGroup': { body: result } });
    const { user } = renderApp('/gameAssign?ids=11,12&dirPath=/Tactics', { session: coach });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Assign Games' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('The 2 ticked games.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Games' }).getAttribute('href')).toBe(
      '/games?dirPath=%2FTactics',
    );
    const assign = screen.getByRole('button', { name: 'Assign' });
    expect((assign as HTMLButtonElement).disabled).toBe(true);
    await user.type(
      screen.getByRole('textbox', { name: 'Class times' }),
      'Saturday 10:00 AM, Sunday 2:00 PM',
    );
    await user.click(assign);

    expect(await screen.findByText(result.message)).toBeTruthy();
    expect(api.callsTo('POST /api/assignments/assignmentGroup')[0]?.body).toEqual({
      gameIds: [11, 12],
      dirPath: null,
      userIds: [],
      classTimes: 'Saturday 10:00 AM, Sunday 2:00 PM',
      dueDate: null,
    });
    expect((screen.getByRole('textbox', { name: 'Class times' }) as HTMLInputElement).value).toBe(
      '',
    );
  });

  it('assigns every game of the directory when no ids are given', async () => {
    mockApi();
    renderApp('/gameAssign?dirPath=/Tactics', { session: coach });

    expect(
      await screen.findByText('Every game in /Tactics.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});

describe('/gameDelete', () => {
  it('names the games, then deletes them anyway when assignments use them', async () => {
    const api = mockApi({
      'GET /api/games/byIds': { body: [game(11, 'Knight fork'), game(12, 'Pin the queen')] },
      'POST /api/games/delete': (request) =>
        (request.body as { force?: boolean }).force
          ? { body: { message: MESSAGES.deleted, deleted: 2 } }
          : {
              status: 409,
              body: { code: ASSIGNED_GAMES_CODE, message: ASSIGNMENT_MESSAGES.gamesAssigned(1) },
            },
    });
    const { user } = renderApp('/gameDelete?ids=11,12&dirPath=/Tactics', { session: coach });

    const names = await screen.findByRole('list', { name: 'Games to delete' }, { timeout: 10_000 });
    expect(
      within(names)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Knight fork', 'Pin the queen']);
    const confirm = screen.getByRole('region', { name: 'Confirm' });
    expect(within(confirm).getByText(MESSAGES.confirmDelete('2 games'))).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await within(confirm).findByText(ASSIGNMENT_MESSAGES.gamesAssigned(1))).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete anyway' }));

    expect(await screen.findByText(MESSAGES.deleted)).toBeTruthy();
    expect(api.callsTo('POST /api/games/delete').map((r) => r.body)).toEqual([
      { ids: [11, 12] },
      { ids: [11, 12], force: true },
    ]);
    expect(screen.getByRole('link', { name: 'Back to Games' }).getAttribute('href')).toBe(
      '/games?dirPath=%2FTactics',
    );
  });

  it('goes back to the directory on No', async () => {
    mockApi({ 'GET /api/games/byIds': { body: [game(11, 'Knight fork')] } });
    const { user, router } = renderApp('/gameDelete?ids=11&dirPath=/Tactics', { session: coach });

    await user.click(await screen.findByRole('button', { name: 'No' }, { timeout: 10_000 }));

    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/games?dirPath=%2FTactics',
      ),
    );
  });
});
