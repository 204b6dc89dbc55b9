import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, createUser, dragPiece, signIn, uniqueSuffix, uniqueUsername } from './support';

/*
 * Learning from one's own games (issue 34) on the production build: a student's game is analysed
 * by the engine on the server; their blunder, where one move was clearly best, becomes their own
 * puzzle; the home page says it waits; solving it from the review queue counts; the coach sees it
 * on the report card and assigns it in one click; the student finds it in their assignments; a
 * stranger is refused the game's review.
 *
 * The game comes from an upload rather than a live game: a short live game that ends in mate
 * (live-play.spec.ts) has no blunder with only one good move, since a move that avoids a quick
 * mate is never the only one.
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

/**
 * After 1...a6 White could mate at once with Rxd8# but plays 2.h3??, and Black takes the rook.
 * A tag in the event name makes the game the test's own (one game is analysed once).
 */
const backRankGame = (white: string) =>
  `[Event "Back rank ${uniqueSuffix()}"]\n[White "${white}"]\n[Black "Opponent"]\n[SetUp "1"]\n[FEN "3r2k1/p4ppp/8/8/8/8/5PPP/3R2K1 b - - 0 1"]\n\n1... a6 2. h3 Rxd1+ 3. Kh2 *\n`;

const board = (page: Page) => page.getByRole('group', { name: /^Puzzle / });
const square = (page: Page, name: string) => board(page).locator(`[data-square="${name}"]`);

test('a blunder becomes the student’s puzzle, solving it counts, and the coach assigns it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const coach = await addMember(request, 'coach');
  const student = await addMember(request, 'student', { coachId: coach.id });
  const studentToken = await apiToken(request, student.username, PASSWORD);
  const asStudent = { authorization: `Bearer ${studentToken}` };

  const uploaded = await request.post('/api/mygames', {
    headers: asStudent,
    data: { pgn: backRankGame(student.name) },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const gameId = ((await uploaded.json()) as { games: { id: number }[] }).games[0]!.id;

  // The engine analyses it in the background; the blunder becomes the student's puzzle.
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/mypuzzles/mistakes', { headers: asStudent });
        return ((await res.json()) as { waiting: number }).waiting;
      },
      { timeout: 90_000, intervals: [1_000] },
    )
    .toBe(1);

  const studentContext = await browser.newContext();
  const page = await studentContext.newPage();
  await signIn(page, { username: student.username, password: PASSWORD });
  await page.goto('/');
  await page.getByRole('link', { name: '1 of your mistakes is waiting' }).click();
  await expect(page).toHaveURL(/\/mypuzzles\/dashboard$/);
  await page.getByRole('button', { name: 'Review now' }).click();
  await expect(page).toHaveURL(new RegExp(`/puzzle/mg${gameId}_2`));
  await expect(
    page.getByText('A position from one of your games: find the better move.'),
  ).toBeVisible();
  // The opponent's 1...a6 plays itself; the student finds Rxd8#.
  await expect(square(page, 'a6').locator('[data-piece]')).toHaveCount(1);
  await page.waitForTimeout(1_200);
  await dragPiece(page, square(page, 'd1'), square(page, 'd8'));
  await expect(page.getByText('Solved', { exact: true })).toBeVisible();
  await expect(page.getByText('Unrated: your rating did not change.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review the game' })).toHaveAttribute(
    'href',
    `/myGames/${gameId}/review`,
  );
  // Solving counts: it is among the puzzles solved.
  await page.goto('/mypuzzles/dashboard');
  const solved = page.getByRole('region', { name: 'Solved puzzles table' });
  await expect(solved.getByRole('link', { name: `mg${gameId}_2`, exact: true })).toBeVisible();

  // The coach sees it on the report card and assigns it in one click.
  const coachContext = await browser.newContext();
  const coachPage = await coachContext.newPage();
  await signIn(coachPage, { username: coach.username, password: PASSWORD });
  await coachPage.goto(`/students/${student.username}/report`);
  const mistakes = coachPage.getByRole('region', { name: 'Mistakes' });
  const positions = mistakes.getByRole('list', { name: 'Positions to discuss' });
  await expect(positions.getByText(/h3 was played; Rxd8# was better/)).toBeVisible();
  await positions.getByRole('button', { name: `Assign to ${student.name}` }).click();
  await expect(positions.getByText(/^Assigned/)).toBeVisible();

  // The student has it among their assignments.
  await page.goto('/assignments');
  await expect(page.getByText(/move 2, find the better move/).first()).toBeVisible();

  // Someone who is neither the student nor their coach or parent is refused the review.
  const stranger = await createUser(request);
  const refused = await request.get(`/api/mygames/${gameId}/review`, {
    headers: {
      authorization: `Bearer ${await apiToken(request, stranger.username, stranger.password)}`,
    },
  });
  expect(refused.status()).toBe(403);
  await studentContext.close();
  await coachContext.close();
});
