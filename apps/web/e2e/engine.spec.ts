import { expect, test, type Page } from '@playwright/test';
import { createUser, dragPiece, signIn } from './support';

test.use({ viewport: { width: 1400, height: 1000 } });

const square = (page: Page, name: string) => page.locator(`[data-square="${name}"]`);
const pieceOn = (page: Page, name: string) => square(page, name).locator('[data-piece]');
const moves = (page: Page) => page.getByRole('region', { name: 'Moves' });
/** The engine's files: its worker script and WebAssembly. */
const ENGINE_FILE = /stockfish-19-lite-single-[\w-]+\.(js|wasm)$/;

const drag = (page: Page, from: string, to: string) =>
  dragPiece(page, square(page, from), square(page, to));

/** Records the page's CSP violations and engine file requests. */
function watch(page: Page) {
  const violations: string[] = [];
  const engineFiles: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on('request', (request) => {
    if (ENGINE_FILE.test(new URL(request.url()).pathname)) engineFiles.push(request.url());
  });
  return { violations, engineFiles };
}

test('a student plays Black against Stockfish and the engine answers each move, under the CSP', async ({
  page,
}) => {
  const seen = watch(page);
  await signIn(page, 'student');
  // The analysis board does not load the engine.
  await page.goto('/board');
  await expect(page.getByRole('heading', { level: 1, name: 'Analysis Board' })).toBeVisible();
  // Once the app has taken the server's page over.
  await expect(page.getByRole('button', { name: 'Flip' })).toBeEnabled();
  expect(seen.engineFiles).toEqual([]);

  const response = await page.goto('/stockfish');
  expect(response?.headers()['content-security-policy']).toContain("'wasm-unsafe-eval'");
  await expect(page.getByRole('heading', { level: 1, name: 'Play Stockfish' })).toBeVisible();
  // A clock a child can play: 15 minutes each; nothing runs before the student's first move.
  await expect(page.getByRole('timer', { name: 'Your clock (Black)' })).toContainText('15:00');
  // White (the engine) opens by itself.
  await expect(moves(page)).toContainText('1.', { timeout: 20_000 });
  await expect(page.getByText('Your move (Black).')).toBeVisible();
  expect(seen.engineFiles.some((url) => url.endsWith('.wasm'))).toBe(true);

  // A longer clock for the moves below, so a busy test machine cannot flag the student.
  await page.getByRole('combobox', { name: 'Clock' }).selectOption('5+3');
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByRole('timer', { name: 'Your clock (Black)' })).toContainText('5:00');
  await expect(moves(page)).toContainText('1.', { timeout: 20_000 });
  await expect(page.getByText('Your move (Black).')).toBeVisible();

  // Knight moves no White opening can prevent by move 2.
  await drag(page, 'g8', 'f6');
  await expect(pieceOn(page, 'f6')).toHaveAttribute('data-piece', 'bN');
  await expect(moves(page)).toContainText('2.', { timeout: 20_000 });
  await expect(page.getByText('Your move (Black).')).toBeVisible();
  await drag(page, 'b8', 'c6');
  await expect(pieceOn(page, 'c6')).toHaveAttribute('data-piece', 'bN');
  await expect(moves(page)).toContainText('3.', { timeout: 20_000 });
  await expect(page.getByText('Your move (Black).')).toBeVisible();
  expect(await moves(page).getByRole('listitem').count()).toBe(5);

  await page.getByRole('button', { name: 'Resign' }).click();
  await expect(page.getByRole('alert')).toHaveText('Black resigned. White wins. You lost.');
  // The engine's licence is served beside it.
  const licence = await page.request.get(
    (await page.getByRole('link', { name: 'GNU General Public License v3' }).getAttribute('href'))!,
  );
  expect(await licence.text()).toContain('GNU GENERAL PUBLIC LICENSE');
  expect(seen.violations).toEqual([]);
});

test('an end-game position loads from ?pos= and the engine answers the student’s move', async ({
  page,
}) => {
  const seen = watch(page);
  await signIn(page, 'student');
  await page.goto('/endGameTraining?pos=lucena');
  await expect(page.getByRole('heading', { level: 2, name: 'Lucena Position' })).toBeVisible();
  await expect(pieceOn(page, 'b8')).toHaveAttribute('data-piece', 'wK');
  await expect(pieceOn(page, 'b7')).toHaveAttribute('data-piece', 'wP');
  await expect(page.getByText('Your move (White).')).toBeVisible({ timeout: 20_000 });

  await drag(page, 'c1', 'd1');
  await expect(moves(page)).toContainText('1. Rd1+');
  // Black's king steps out of check by itself.
  await expect(moves(page).getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
  await expect(pieceOn(page, 'd7')).toHaveCount(0);
  await expect(page.getByText('Your move (White).')).toBeVisible();

  // The list links each preset; numbers 1 to 8 open them too.
  await page.getByRole('link', { name: 'Queen only' }).click();
  await expect(page).toHaveURL(/\/endGameTraining\?pos=queen$/);
  await expect(pieceOn(page, 'd1')).toHaveAttribute('data-piece', 'wQ');
  await page.goto('/endGameTraining?pos=3');
  await expect(page.getByRole('heading', { level: 2, name: 'Rook only' })).toBeVisible();
  expect(seen.violations).toEqual([]);
});

test('/fritz evaluates a pasted FEN: the mate in one, its line in SAN and a full evaluation bar', async ({
  page,
}) => {
  const seen = watch(page);
  await signIn(page, 'student');
  await page.goto('/fritz');
  await expect(page.getByRole('heading', { level: 1, name: 'Analysis (Fritz)' })).toBeVisible();

  const box = page.getByRole('textbox', { name: 'FEN or PGN' });
  await box.fill('8/8/8/8/8/8/8/8 w - - 0 1');
  await page.getByRole('button', { name: 'Load' }).click();
  await expect(page.getByText(/each side needs exactly one king/)).toBeVisible();

  // A back-rank mate: Rd8#.
  await box.fill('6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1');
  await page.getByRole('button', { name: 'Load' }).click();
  await expect(pieceOn(page, 'd1')).toHaveAttribute('data-piece', 'wR');
  const best = page.getByRole('list', { name: 'Best lines' }).getByRole('listitem').first();
  await expect(best).toContainText('#1', { timeout: 30_000 });
  await expect(best).toContainText('1. Rd8#');
  await expect(page.getByRole('meter', { name: 'Evaluation' })).toHaveAttribute(
    'aria-valuetext',
    '#1',
  );
  await expect(page.getByRole('list', { name: 'Best lines' }).getByRole('listitem')).toHaveCount(3);

  await page.getByRole('button', { name: 'Stop analysis' }).click();
  await expect(page.getByText('Analysis is stopped.')).toBeVisible();
  expect(seen.violations).toEqual([]);
});

test('a visitor is sent to log in, and a user who is not a club member sees the members-only message', async ({
  page,
  request,
}) => {
  const seen = watch(page);
  await page.goto('/stockfish');
  await expect(page).toHaveURL(/\/login$/);

  const outsider = await createUser(request);
  await signIn(page, outsider);
  for (const path of ['/stockfish', '/fritz', '/endGameTraining?pos=1']) {
    await page.goto(path);
    await expect(page.getByText(/This page is accessible only for .* members/)).toBeVisible();
  }
  expect(seen.engineFiles).toEqual([]);
});
