import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ASSIGNED_GAMES_CODE,
  ASSIGNMENT_MESSAGES,
  MESSAGES,
  type AssignResult,
  type Game,
  type GameSummary,
} from '@kingside/shared';
import { buildSession } from '@/test/factories';
import { mockApi, type MockReply, type MockRequest } from '@/test/mock-api';
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
  // The first test loads the page's lazy chunk, which a cold transform cache on a busy machine
  // takes well over ten seconds to prepare (as in games-page.test.tsx).
  it(
    'assigns the games of the address to class times, with a way back to the directory',
    { timeout: 60_000 },
    async () => {
      const result: AssignResult = {
        message: ASSIGNMENT_MESSAGES.assigned(2, 4, 8),
        assignmentIds: [21, 22],
        students: 4,
        added: 8,
      };
      const api = mockApi({ 'POST /api/assignments/assignmentGroup': { body: result } });
      const { user } = renderApp('/gameAssign?ids=11,12&dirPath=/Tactics', { session: coach });

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Assign Games' }, { timeout: 40_000 }),
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
    },
  );

  it('assigns every game of the directory when no ids are given', async () => {
    mockApi();
    renderApp('/gameAssign?dirPath=/Tactics', { session: coach });

    expect(
      await screen.findByText('Every game in /Tactics.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});

describe('/gameDelete', () => {
  const summary = ({ id, name, dirPath }: Game): GameSummary => ({
    id,
    name,
    type: 'Puzzle',
    dirPath,
    createdDate: '2026-05-01T15:00:00.000Z',
  });

  /** The library's server: /Tactics holds three games; deleting takes them out of the list. */
  function mockTactics(deleteReply?: (request: MockRequest) => MockReply | undefined) {
    let left = [game(11, 'Knight fork'), game(12, 'Pin the queen'), game(13, 'Skewer')];
    return mockApi({
      'GET /api/games': (request) => ({
        body: request.query.get('dirPath') === '/Tactics' ? left.map(summary) : [],
      }),
      'POST /api/games/delete': (request) => {
        const reply = deleteReply?.(request);
        if (reply) return reply;
        const { ids } = request.body as { ids: number[] };
        left = left.filter((g) => !ids.includes(g.id));
        return { body: { message: MESSAGES.deleted, deleted: ids.length } };
      },
    });
  }

  const namesToDelete = async () =>
    within(await screen.findByRole('list', { name: 'Games to delete' }, { timeout: 40_000 }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  // The first /gameDelete test loads the data grid's chunk.
  it(
    'names the games ticked on /games, then deletes them anyway when assignments use them',
    { timeout: 60_000 },
    async () => {
      const api = mockTactics((request) =>
        (request.body as { force?: boolean }).force
          ? undefined
          : {
              status: 409,
              body: { code: ASSIGNED_GAMES_CODE, message: ASSIGNMENT_MESSAGES.gamesAssigned(1) },
            },
      );
      const { user } = renderApp('/gameDelete?ids=11,12&dirPath=/Tactics', { session: coach });

      expect(await namesToDelete()).toEqual(['Knight fork', 'Pin the queen']);
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
      // The directory's list now holds what is left, and nothing is ticked.
      const grid = screen.getByRole('grid', { name: 'Games in /Tactics' });
      await waitFor(() => expect(within(grid).queryByText('Knight fork')).toBeNull());
      expect(within(grid).getByText('Skewer')).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Confirm' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Back to Games' }).getAttribute('href')).toBe(
        '/games?dirPath=%2FTactics',
      );
    },
  );

  it('lets the games be ticked on the page itself, ignoring ids from another directory', async () => {
    const api = mockTactics();
    const { user } = renderApp('/gameDelete?ids=99&dirPath=/Tactics', { session: coach });

    const grid = await screen.findByRole(
      'grid',
      { name: 'Games in /Tactics' },
      { timeout: 10_000 },
    );
    await within(grid).findByText('Skewer');
    expect(screen.getByText('Tick the games to delete.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Confirm' })).toBeNull();
    const row = within(grid).getByText('Skewer').closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));

    expect(await namesToDelete()).toEqual(['Skewer']);
    const confirm = screen.getByRole('region', { name: 'Confirm' });
    expect(within(confirm).getByText(MESSAGES.confirmDelete('1 game'))).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(MESSAGES.deleted)).toBeTruthy();
    expect(api.callsTo('POST /api/games/delete').map((r) => r.body)).toEqual([{ ids: [13] }]);
  });

  it('says Unable to delete: and the error when the delete fails', async () => {
    mockTactics(() => ({
      status: 503,
      body: { code: 'UNAVAILABLE', message: 'The database is busy.' },
    }));
    const { user } = renderApp('/gameDelete?ids=11&dirPath=/Tactics', { session: coach });

    await namesToDelete();
    const confirm = screen.getByRole('region', { name: 'Confirm' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    expect(
      await within(confirm).findByText(`${MESSAGES.deleteFailed}The database is busy.`),
    ).toBeTruthy();
    expect(screen.queryByText(MESSAGES.deleted)).toBeNull();
  });

  it('goes back to the directory on No', async () => {
    mockTactics();
    const { user, router } = renderApp('/gameDelete?ids=11&dirPath=/Tactics', { session: coach });

    await namesToDelete();
    await user.click(screen.getByRole('button', { name: 'No' }));

    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/games?dirPath=%2FTactics',
      ),
    );
  });

  it('tells a student that the page is restricted', async () => {
    const api = mockApi();
    renderApp('/gameDelete?dirPath=/Tactics', { session: buildSession({ roles: ['student'] }) });

    expect(
      await screen.findByText(MESSAGES.accessRestricted, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(api.requests.filter((r) => r.path.startsWith('/api/games'))).toHaveLength(0);
  });
});
