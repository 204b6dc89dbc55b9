import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { LiveGameView } from '@kingside/shared';
import {
  apiToken,
  createUser,
  dragPiece,
  playLiveMove,
  signIn,
  uniqueSuffix,
  uniqueUsername,
} from './support';

/*
 * Learning from one's own games (issue 34) on the production build: two students of one coach
 * play a live game to a blunder and a mate; the engine on the server analyses it; the loser's
 * review shows the blunder, and that blunder, where one move was clearly best, becomes the
 * loser's own puzzle; the home page says it waits; solving it from the review queue counts; the
 * coach sees it on the report card and assigns it in one click; the student finds it in their
 * assignments; a stranger is refused the game's review.
 *
 * The game: 1.e4 e5 2.f3 Bc5 3.d3 Qh4+ 4.g3 Qxg3+ 5.Ke2?? Qf2#. Black's queen was there for the
 * taking (5.hxg3); White let it be and was mated.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const PASSWORD = 'mistake-pass1';

async function addMember(
  request: APIRequestContext,
  role: 'coach' | 'student',
  extra: Record<string, unknown> = {},
) {
  const username = uniqueUsername(role === 'coach' ? 'mkc' : 'mks');
  const name = `${role === 'coach' ? 'Coach' : 'Pupil'} ${uniqueSuffix()}`;
  const res = await request.post('/api/users', {
    headers: { authorization: `Bearer ${await apiToken(request, 'admin')}` },
    data: {
      username,
      name,
      email: `${username}@example.com`,
      roles: [role],
      password: PASSWORD,
      ...extra,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return { id, username, name };
}

/** The game, White's moves and Black's, from the start. */
const GAME = ['e2e4', 'e7e5', 'f2f3', 'f8c5', 'd2d3', 'd8h4', 'g2g3', 'h4g3', 'e1e2', 'g3f2'];
/** White's 5.Ke2, the blunder: the ninth move of the game. */
const BLUNDER_PLY = 9;

/** The two students meet on Play Live; one challenges, the other accepts: their pages by side. */
async function startLiveGame(
  request: APIRequestContext,
  a: Page,
  b: Page,
  players: { username: string; name: string }[],
) {
  const [first, second] = players;
  await a.goto('/playLive');
  await b.goto('/playLive');
  // Both lobbies are open and connected (a busy machine can take seconds to load the page's code);
  // then each member shows in the other's list within seconds.
  await expect(a.getByText('Connected', { exact: true })).toBeVisible();
  await expect(b.getByText('Connected', { exact: true })).toBeVisible();
  const rowOf = (page: Page, name: string) =>
    page.getByRole('grid', { name: 'Members online' }).getByRole('row').filter({ hasText: name });
  await expect(rowOf(a, second!.name)).toBeVisible({ timeout: 10_000 });
  await rowOf(a, second!.name).getByRole('button', { name: 'Challenge' }).click();
  await a.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  const offer = b.getByRole('alert').filter({ hasText: `${first!.name} challenges you` });
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(a).toHaveURL(/\/playLive\/[0-9a-f-]{36}$/);
  await expect(b).toHaveURL(/\/playLive\/[0-9a-f-]{36}$/);
  const liveId = a.url().split('/').at(-1)!;
  const view = await request.get(`/api/live/games/${liveId}`, {
    headers: { authorization: `Bearer ${await apiToken(request, first!.username, PASSWORD)}` },
  });
  const firstIsWhite = ((await view.json()) as LiveGameView).yourSide === 'white';
  return firstIsWhite
    ? { white: a, black: b, loser: first! }
    : { white: b, black: a, loser: second! };
}

const board = (page: Page) => page.getByRole('group', { name: /^Puzzle / });
const square = (page: Page, name: string) => board(page).locator(`[data-square="${name}"]`);

test('a blunder becomes the student’s puzzle, solving it counts, and the coach assigns it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const coach = await addMember(request, 'coach');
  const players = [
    await addMember(request, 'student', { coachId: coach.id }),
    await addMember(request, 'student', { coachId: coach.id }),
  ];
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [a, b] = [await contexts[0]!.newPage(), await contexts[1]!.newPage()];
  await signIn(a, { username: players[0]!.username, password: PASSWORD });
  await signIn(b, { username: players[1]!.username, password: PASSWORD });
  const { white, black, loser } = await startLiveGame(request, a, b, players);
  for (const [i, uci] of GAME.entries()) await playLiveMove(i % 2 ? black : white, uci);
  await expect(
    white.getByRole('status').filter({ hasText: 'Checkmate — Black wins (0-1)' }),
  ).toBeVisible();

  // The loser's review, from the end screen, shows the blunder once the engine is done.
  await white.getByRole('link', { name: 'Review this game' }).click();
  await expect(white).toHaveURL(/\/myGames\/\d+\/review$/);
  const gameId = Number(/myGames\/(\d+)/.exec(white.url())![1]);
  const blunder = white.getByRole('button', { name: /^5\. Ke2\?\?/ });
  await expect(blunder).toBeVisible({ timeout: 90_000 });
  await blunder.click();
  await white.getByRole('button', { name: 'Show the better move' }).click();
  await expect(white.getByText(/^Better was hxg3/)).toBeVisible();
  await contexts[white === a ? 1 : 0]!.close();

  const student = loser;
  const asStudent = {
    authorization: `Bearer ${await apiToken(request, student.username, PASSWORD)}`,
  };
  // The blunder becomes the loser's puzzle once the analysis is filed (a job of its own).
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/mypuzzles/mistakes', { headers: asStudent });
        return ((await res.json()) as { waiting: number }).waiting;
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(1);
  const page = white;
  await page.goto('/');
  await page.getByRole('link', { name: '1 of your mistakes is waiting' }).click();
  await expect(page).toHaveURL(/\/mypuzzles\/dashboard$/);
  await page.getByRole('button', { name: 'Review now' }).click();
  await expect(page).toHaveURL(new RegExp(`/puzzle/mg${gameId}_${BLUNDER_PLY}(\\?|$)`));
  await expect(
    page.getByText('A position from one of your games: find the better move.'),
  ).toBeVisible();
  // The opponent's 4...Qxg3+ plays itself; the student takes the queen.
  await expect(square(page, 'h4').locator('[data-piece]')).toHaveCount(0);
  await page.waitForTimeout(1_200);
  await dragPiece(page, square(page, 'h2'), square(page, 'g3'));
  await expect(page.getByText('Solved', { exact: true })).toBeVisible();
  await expect(page.getByText('Unrated: your rating did not change.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review the game' })).toHaveAttribute(
    'href',
    `/myGames/${gameId}/review`,
  );
  // Solving counts: it is among the puzzles solved.
  await page.goto('/mypuzzles/dashboard');
  const solved = page.getByRole('region', { name: 'Solved puzzles table' });
  await expect(
    solved.getByRole('link', { name: `mg${gameId}_${BLUNDER_PLY}`, exact: true }),
  ).toBeVisible();

  // The coach sees it on the report card and assigns it in one click.
  const coachContext = await browser.newContext();
  const coachPage = await coachContext.newPage();
  await signIn(coachPage, { username: coach.username, password: PASSWORD });
  await coachPage.goto(`/students/${student.username}/report`);
  const mistakes = coachPage.getByRole('region', { name: 'Mistakes' });
  const positions = mistakes.getByRole('list', { name: 'Positions to discuss' });
  await expect(positions.getByText(/Ke2 was played; hxg3 was better/)).toBeVisible();
  await positions.getByRole('button', { name: `Assign to ${student.name}` }).click();
  await expect(positions.getByText(/^Assigned/)).toBeVisible();

  // The student has it among their assignments.
  await page.goto('/assignments');
  await expect(page.getByText(/move 5, find the better move/).first()).toBeVisible();

  // Someone who is neither the student nor their coach or parent is refused the review.
  const stranger = await createUser(request);
  const refused = await request.get(`/api/mygames/${gameId}/review`, {
    headers: {
      authorization: `Bearer ${await apiToken(request, stranger.username, stranger.password)}`,
    },
  });
  expect(refused.status()).toBe(403);
  await contexts[white === a ? 0 : 1]!.close();
  await coachContext.close();
});
