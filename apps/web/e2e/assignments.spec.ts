import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Game } from '@kingside/shared';
import { apiToken, signIn, storageStateOf, uniqueSuffix } from './support';

test.use({ viewport: { width: 1400, height: 1000 }, storageState: storageStateOf('coach') });

/** The demo student's class time (apps/server/src/db/seed.ts), whose student is the demo coach's. */
const CLASS_TIME = 'Saturday 10:00 AM';
const STUDENT_NAME = 'Riley Pawnsworth';
/** White mates at once: Qxf7# (the scholar's mate). */
const SCHOLAR = 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4';
const MATED = 'r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4';

/** A directory of the test's own with a one-move Puzzle and a Choice Question, made by the coach. */
async function homeworkDirectory(request: APIRequestContext, stamp: string) {
  const headers = { authorization: `Bearer ${await apiToken(request, 'coach')}` };
  const dirPath = `/E2E Homework ${stamp}`;
  const games = [
    {
      name: `Mate in one ${stamp}`,
      type: 'Puzzle',
      fen: SCHOLAR,
      solutionFen: MATED,
      notes: 'White mates in one.',
      dirPath,
    },
    {
      name: `Which opening ${stamp}`,
      type: 'Question',
      fen: 'r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3',
      questionType: 'Choice',
      questionChoices: 'Italian Game\nRuy Lopez\nSicilian Defence',
      solution: 'Ruy Lopez',
      dirPath,
    },
  ];
  for (const game of games) {
    const res = await request.post('/api/games', { headers, data: { rating: 0, ...game } });
    expect(res.ok(), await res.text()).toBe(true);
    expect(((await res.json()) as Game).dirPath).toBe(dirPath);
  }
  return { dirPath, puzzle: games[0]!.name, question: games[1]!.name };
}

const square = (page: Page, name: string) => page.locator(`[data-square="${name}"]`);

/**
 * Clicks the piece on `from` until its move to `to` shows as allowed, then clicks `to` (the drag
 * library swallows clicks for a moment after the board draws; see board.spec.ts).
 */
async function clickMove(page: Page, from: string, to: string) {
  const mark = square(page, to).locator('div[style*="radial-gradient"]');
  await expect(async () => {
    if ((await mark.count()) === 0) await square(page, from).click();
    await expect(mark).toHaveCount(1, { timeout: 1_000 });
  }).toPass();
  await square(page, to).click();
}

/** Opens one of the student's incomplete assignments from /assignments. */
async function openIncomplete(page: Page, name: string) {
  await page.goto('/assignments');
  await page
    .getByRole('grid', { name: 'Incomplete assignments' })
    .getByRole('link', { name })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('a coach assigns a directory to a class time; its student solves, fails until Show Solution unlocks and moves on; the coach follows it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = uniqueSuffix();
  const { dirPath, puzzle, question } = await homeworkDirectory(request, stamp);

  // The coach gives the whole directory to the Saturday class.
  await page.goto(`/games?${new URLSearchParams({ dirPath }).toString()}`);
  await expect(
    page.getByRole('grid', { name: `Games in ${dirPath}` }).getByRole('row'),
  ).toHaveCount(3);
  await page.getByRole('button', { name: 'Assign Users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign Users' });
  const assign = dialog.getByRole('button', { name: 'Assign' });
  await expect(assign).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Class times' }).fill(CLASS_TIME);
  await assign.click();
  await expect(
    page.getByText(/^Assigned 2 assignments to \d+ students? \(\d+ new\)\.$/),
  ).toBeVisible();

  // The student solves the puzzle by moving the queen.
  await signIn(page, 'student');
  await openIncomplete(page, puzzle);
  await expect(page.getByText('White to Move')).toBeVisible();
  await clickMove(page, 'h5', 'f7');
  await expect(page.getByRole('region', { name: 'Moves' })).toContainText('1. Qxf7#');
  await page.getByRole('button', { name: 'Submit Answer' }).click();
  const result = page.getByRole('main').getByRole('alert');
  await expect(result).toHaveText('correct');
  await expect(result).toHaveClass(/MuiAlert-colorSuccess/);

  // The Question is answered wrongly until Show Solution unlocks.
  await openIncomplete(page, question);
  const showSolution = page.getByRole('checkbox', { name: 'Show Solution' });
  await expect(showSolution).toBeDisabled();
  const sentence = await page
    .getByText(/^Show Solution unlocks after \d+ attempts?\.$/)
    .textContent();
  const threshold = Number(/(\d+)/.exec(sentence ?? '')?.[1]);
  expect(threshold).toBeGreaterThan(0);
  await page.getByRole('radio', { name: 'Italian Game' }).check();
  for (let attempt = 1; attempt <= threshold; attempt++) {
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(page.getByText(new RegExp(`^Attempts: ${attempt} ·`))).toBeVisible();
    await expect(result).toHaveText('incorrect');
    await expect(result).toHaveClass(/MuiAlert-colorError/);
  }
  await expect(showSolution).toBeEnabled();
  await showSolution.check();
  await expect(page.getByRole('region', { name: 'Solution' })).toContainText('Ruy Lopez');

  // Next leads to another incomplete assignment.
  const here = page.url();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).not.toHaveURL(here);
  await expect(page).toHaveURL(/\/assignment\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: question })).toHaveCount(0);

  // The coach sees both in the report, and the puzzle done in the progress table.
  await signIn(page, 'coach');
  await page.goto('/assignmentsReport');
  await expect(page).toHaveTitle(/ Assignment Report$/);
  await page.getByRole('combobox', { name: 'Class Time' }).selectOption(CLASS_TIME);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  const open = page.getByRole('grid', { name: `Incomplete assignments of ${CLASS_TIME}` });
  const studentRows = (grid: typeof open) =>
    grid.getByRole('row').filter({ hasText: STUDENT_NAME });
  await expect(studentRows(open).filter({ hasText: question })).toHaveCount(1);
  await expect(studentRows(open).filter({ hasText: puzzle })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Completed' }).check();
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  const done = page.getByRole('grid', { name: `Completed assignments of ${CLASS_TIME}` });
  await expect(studentRows(done).filter({ hasText: puzzle })).toHaveCount(1);
  await expect(studentRows(done).filter({ hasText: question })).toHaveCount(0);

  await page.goto('/assignmentsProgress');
  await page.getByRole('combobox', { name: 'Class Time' }).selectOption(CLASS_TIME);
  const table = page.getByRole('region', { name: `Progress of ${CLASS_TIME}` }).getByRole('table');
  await expect(table.getByRole('columnheader', { name: puzzle })).toBeVisible();
  const headers = await table.getByRole('columnheader').allTextContents();
  const row = table.getByRole('row').filter({ hasText: STUDENT_NAME });
  // The row's first cell is the student (a row header); then Completed, then one per assignment.
  const cell = (name: string) => row.getByRole('cell').nth(headers.indexOf(name) - 1);
  await expect(cell(puzzle)).toContainText('Done');
  await expect(cell(question)).toContainText(`Not yet${threshold} attempts`);
});
