import { expect, test, type Page } from '@playwright/test';
import { centreOf, createUser, dragPiece, signIn } from './support';

test.use({ viewport: { width: 1280, height: 900 } });

const square = (page: Page, name: string) => page.locator(`[data-square="${name}"]`);
/**
 * /board is rendered on the server: its pieces move once the app has taken the page over, when
 * its controls come alive (docs/decisions/0058).
 */
const boardReady = (page: Page) => expect(page.getByRole('button', { name: 'Flip' })).toBeEnabled();
const moves = (page: Page) =>
  page
    .getByRole('region', { name: 'Moves' })
    .or(page.locator('section', { has: page.getByRole('heading', { name: 'Moves' }) }));

const centre = (page: Page, name: string) => centreOf(square(page, name));
const drag = (page: Page, from: string, to: string) =>
  dragPiece(page, square(page, from), square(page, to));

/** The dot (or capture ring) the board draws on a square the selected piece may move to. */
const targetMark = (page: Page, name: string) =>
  square(page, name).locator('div[style*="radial-gradient"]');

/**
 * Clicks the piece on `from` until its move to `to` shows as allowed, then clicks `to`. The drag
 * library under react-chessboard (dnd-kit) swallows every click for 50 ms after a drop, so the
 * first click may be lost; it is repeated only while the target shows no mark, so a click that
 * did select the piece is never undone by a second one.
 */
async function clickMove(page: Page, from: string, to: string) {
  const mark = targetMark(page, to);
  await expect(async () => {
    if ((await mark.count()) === 0) await square(page, from).click();
    await expect(mark).toHaveCount(1, { timeout: 1_000 });
  }).toPass();
  await square(page, to).click();
}

test('a member plays by drag, click and keyboard, promotes to a knight, undoes, redoes, flips and keeps the theme on a fresh browser', async ({
  page,
  browser,
  request,
}) => {
  // A member of the test's own: the theme it saves reaches no other test.
  const member = await createUser(request);
  await signIn(page, member);
  await page.goto('/board');
  await expect(page.getByRole('heading', { level: 1, name: 'Analysis Board' })).toBeVisible();
  await boardReady(page);
  const status = page.getByRole('status').filter({ hasText: /played|Took back/ });

  await drag(page, 'e2', 'e4');
  await expect(moves(page)).toContainText('e4');
  await expect(status).toHaveText('White played e4');

  // An illegal drop snaps back.
  await drag(page, 'd8', 'd4');
  await expect(square(page, 'd8').locator('[data-piece]')).toHaveCount(1);

  await clickMove(page, 'e7', 'e5');
  await expect(moves(page)).toContainText('e5');

  await page.getByRole('textbox', { name: 'Type a move' }).fill('Nf3');
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(status).toHaveText('White played Nf3');
  await page.getByRole('textbox', { name: 'Type a move' }).fill('Ke3');
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();

  // Promotion, from a position loaded as FEN.
  await page.getByRole('textbox', { name: 'FEN' }).fill('8/P7/8/8/8/8/8/k6K w - - 0 1');
  await page.getByRole('button', { name: 'Load' }).click();
  await expect(square(page, 'a7').locator('[data-piece="wP"]')).toHaveCount(1);
  await clickMove(page, 'a7', 'a8');
  const dialog = page.getByRole('dialog', { name: 'Promote the pawn to' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Knight' }).click();
  await expect(moves(page)).toContainText('a8=N');
  await expect(square(page, 'a8').locator('[data-piece="wN"]')).toHaveCount(1);

  // Left arrow takes the move back, right arrow replays it.
  await page.getByRole('group', { name: 'Analysis board' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(moves(page)).toContainText('No moves yet.');
  await expect(square(page, 'a7').locator('[data-piece="wP"]')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await expect(moves(page)).toContainText('a8=N');

  // Flip puts a8 at the bottom.
  const before = await centre(page, 'a8');
  await page.getByRole('button', { name: 'Flip' }).click();
  const after = await centre(page, 'a8');
  expect(after.y).toBeGreaterThan(before.y);

  // The theme recolours the board and is saved for the user.
  const dark = square(page, 'a1');
  await expect(dark).toHaveCSS('background-color', 'rgb(181, 136, 99)');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/preferences') && r.request().method() === 'POST',
  );
  await page.getByRole('combobox', { name: 'Board theme' }).selectOption('MonoChrome');
  expect((await saved).ok()).toBe(true);
  await expect(dark).toHaveCSS('background-color', 'rgb(204, 204, 204)');

  const fresh = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const other = await fresh.newPage();
  await signIn(other, member);
  await other.goto('/board');
  await expect(other.getByRole('combobox', { name: 'Board theme' })).toHaveValue('MonoChrome');
  await expect(square(other, 'a1')).toHaveCSS('background-color', 'rgb(204, 204, 204)');
  await fresh.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the board fits the screen and still takes moves', async ({ page }) => {
    await page.goto('/board');
    await boardReady(page);
    const board = page.getByRole('group', { name: 'Analysis board' });
    const box = (await board.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await clickMove(page, 'd2', 'd4');
    await expect(page.getByRole('status').filter({ hasText: 'played' })).toHaveText(
      'White played d4',
    );
  });
});
