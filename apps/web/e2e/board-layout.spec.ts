import { expect, test, type Page } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} not visible`);
  return box;
}

/** The squares' area: from the top-left corner of a8 to the bottom-right corner of h1. */
async function squaresArea(page: Page) {
  const a8 = await boxOf(page, '[data-square="a8"]');
  const h1 = await boxOf(page, '[data-square="h1"]');
  return { left: a8.x, top: a8.y, right: h1.x + h1.width, bottom: h1.y + h1.height };
}

/** Every coordinate label sits outside the squares: files under them, ranks left of them. */
async function expectCoordinatesOutside(page: Page) {
  const area = await squaresArea(page);
  const files = page.locator('[data-coordinates="files"] span');
  const ranks = page.locator('[data-coordinates="ranks"] span');
  await expect(files).toHaveText(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  await expect(ranks).toHaveText(['8', '7', '6', '5', '4', '3', '2', '1']);
  for (const label of await files.all()) {
    expect((await label.boundingBox())!.y).toBeGreaterThanOrEqual(area.bottom - 0.5);
  }
  for (const label of await ranks.all()) {
    const box = (await label.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(area.left + 0.5);
  }
}

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the analysis board fills its column, stays square, and keeps its coordinates off the squares', async ({
    page,
  }) => {
    await page.goto('/board');
    await expect(page.getByRole('heading', { level: 1, name: 'Analysis Board' })).toBeVisible();
    // The server's page shows the board at its default size; it grows once the app has taken
    // over and measured its column.
    await expect(page.getByRole('button', { name: 'Flip' })).toBeEnabled();
    await expect
      .poll(async () => {
        const { left, right } = await squaresArea(page);
        return right - left;
      })
      .toBeGreaterThan(600);

    const area = await squaresArea(page);
    const width = area.right - area.left;
    // 900 px high: the screen less 260 px for the header and title (640), far above the spec's 350.
    expect(width).toBeGreaterThan(600);
    expect(width).toBeLessThanOrEqual(720);
    expect(Math.abs(area.bottom - area.top - width)).toBeLessThanOrEqual(2);
    // The moves and tools stay beside the board.
    const side = await page.getByRole('heading', { name: 'Moves' }).boundingBox();
    expect(side!.x).toBeGreaterThan(area.right);

    await expectCoordinatesOutside(page);
  });

  test('the board controls look like the form fields: labelled outlined boxes and no browser select arrow', async ({
    page,
  }) => {
    await page.goto('/board');
    // Measured once the app has taken over the page the server rendered (its controls live):
    // until then the two boxes below may be read across a layout change.
    await expect(page.getByRole('button', { name: 'Flip' })).toBeEnabled();
    const theme = page.getByRole('combobox', { name: 'Board theme' });
    await expect(theme).toHaveCSS('appearance', 'none');
    await expect(theme).toHaveCSS('border-top-color', 'rgb(123, 130, 125)');
    const fen = page.getByRole('textbox', { name: 'FEN' });
    await expect(fen).toHaveCSS('border-top-color', 'rgb(123, 130, 125)');
    // The label rests on the box's top border, like the MUI fields' labels.
    const label = (await page.getByText('Board theme', { exact: true }).boundingBox())!;
    const box = (await theme.boundingBox())!;
    expect(label.y).toBeLessThan(box.y);
    expect(label.y + label.height).toBeGreaterThan(box.y);
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the analysis board takes the screen width, stays square, and nothing scrolls sideways', async ({
    page,
  }) => {
    await page.goto('/board');
    await expect(page.getByRole('heading', { level: 1, name: 'Analysis Board' })).toBeVisible();

    const board = (await page.getByRole('group', { name: 'Analysis board' }).boundingBox())!;
    expect(board.x).toBeGreaterThanOrEqual(0);
    expect(board.x + board.width).toBeLessThanOrEqual(375);
    expect(board.width).toBeGreaterThan(300);
    const area = await squaresArea(page);
    expect(Math.abs(area.bottom - area.top - (area.right - area.left))).toBeLessThanOrEqual(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    await expectCoordinatesOutside(page);
  });
});
