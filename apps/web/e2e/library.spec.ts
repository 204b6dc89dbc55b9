import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { storageStateOf, uniqueSuffix } from './support';

const here = path.dirname(fileURLToPath(import.meta.url));
const SAMPLE_STUDY = path.resolve(
  here,
  '../../../packages/chess/src/pgn/fixtures/study_authored_sample.pgn',
);
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

test.use({ viewport: { width: 1400, height: 1000 } });

const square = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Game position' }).locator(`[data-square="${name}"]`);

async function centreOf(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Drags `piece` (e.g. "wK") from its spare tray onto the square `name` and waits until the board
 * shows it there. A drag that the board missed is made again: dropping a spare piece on a square
 * only replaces what is there, so a second drop changes nothing.
 */
async function dropSpare(page: Page, piece: string, name: string) {
  const tray = page.getByRole('group', {
    name: piece.startsWith('w') ? 'Spare white pieces' : 'Spare black pieces',
  });
  const placed = square(page, name).locator(`[data-piece="${piece}"]`);
  await expect(async () => {
    const from = await centreOf(tray.locator(`[data-piece="${piece}"]`).first());
    const to = await centreOf(square(page, name));
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 12 });
    await page.mouse.up();
    await expect(placed).toHaveCount(1, { timeout: 1_000 });
  }).toPass();
}

test.describe('games library and studies', () => {
  test.use({ storageState: storageStateOf('coach') });

  test('a coach browses the tree and adds a Puzzle game with the setup board, then edits it', async ({
    page,
  }) => {
    const stamp = uniqueSuffix();
    const dir = `/E2E${stamp}`;
    await page.goto('/games');
    const tree = page.getByRole('navigation', { name: 'Directories' });
    await tree.getByRole('link', { name: 'Classics' }).click();
    await expect(page).toHaveURL(/dirPath=%2FClassics/);
    await expect(
      page.getByRole('grid', { name: 'Games in /Classics' }).getByRole('row'),
    ).not.toHaveCount(1);

    await page.goto(`/gameAdd?dirPath=${encodeURIComponent(dir)}`);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Queen fork ${stamp}`);
    await page.getByRole('combobox', { name: 'Type' }).selectOption('Puzzle');
    await page.getByRole('button', { name: 'Clear Board' }).click();
    // Kings, a rook and a queen from the spare trays.
    await dropSpare(page, 'wK', 'g1');
    await dropSpare(page, 'bK', 'e8');
    await dropSpare(page, 'bR', 'a8');
    await dropSpare(page, 'wQ', 'd1');
    await expect(page.getByRole('textbox', { name: 'FEN', exact: true })).toHaveValue(
      /^r3k3\/8\/8\/8\/8\/8\/8\/3Q2K1 w/,
    );
    // The solution: the queen forks king and rook from a4.
    await page
      .getByRole('textbox', { name: 'Solution FEN' })
      .fill('r3k3/8/8/8/Q7/8/8/6K1 b - - 1 1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Added Successfully')).toBeVisible();

    await page.goto(`/games?dirPath=${encodeURIComponent(dir)}`);
    await page.getByRole('link', { name: `Queen fork ${stamp}` }).click();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`Games`);
    await page
      .getByRole('textbox', { name: 'Name', exact: true })
      .fill(`Queen fork on a4 ${stamp}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Updated Successfully')).toBeVisible();
  });

  test('a coach bulk-adds games from JSON and from a PGN file, shows them, and deletes two', async ({
    page,
  }) => {
    const stamp = uniqueSuffix();
    const dir = `/E2E${stamp}`;
    await page.goto('/gamesAdd');
    const afterE4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
    const games = [
      { name: `Bulk 1 ${stamp}`, type: 'Training', fen: START, solutionFen: afterE4, dirPath: dir },
      {
        name: `Bulk 2 ${stamp}`,
        type: 'Training',
        fen: afterE4,
        solution: '1... e5',
        dirPath: dir,
      },
    ];
    await page.getByRole('textbox', { name: 'Games In JSON' }).fill(JSON.stringify(games));
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByText('Added Successfully').first()).toBeVisible();

    const pgn = [
      '[White "Pgn White"]\n[Black "Pgn Black"]\n[Result "1-0"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0',
      '[White "Second"]\n[Black "Game"]\n[Result "0-1"]\n\n1. f3 e5 2. g4 Qh4# 0-1',
    ].join('\n\n');
    await page.getByRole('textbox', { name: 'Directory' }).fill(dir);
    await page.getByLabel('PGN file').setInputFiles({
      name: 'two.pgn',
      mimeType: 'application/x-chess-pgn',
      buffer: Buffer.from(pgn),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText(/Added Successfully: 2 games/)).toBeVisible();

    await page.goto(`/games?dirPath=${encodeURIComponent(dir)}`);
    const grid = page.getByRole('grid', { name: `Games in ${dir}` });
    await expect(grid.getByRole('row')).toHaveCount(5); // header + 4 games
    await page.getByRole('link', { name: 'Show All Games' }).click();
    await expect(page.getByText('Position 4')).toBeVisible();
    await expect(page.getByText('White to Move').first()).toBeVisible();
    await expect(page.getByText('Black To Move').first()).toBeVisible();

    await page.goto(`/games?dirPath=${encodeURIComponent(dir)}`);
    await expect(grid.getByRole('row')).toHaveCount(5);
    for (const name of [`Bulk 1 ${stamp}`, `Bulk 2 ${stamp}`]) {
      // The grid sizes its columns to the rows once they arrive: a click during that re-layout
      // can miss, so the tick is tried again until it holds.
      const checkbox = grid.getByRole('row').filter({ hasText: name }).getByRole('checkbox');
      await expect(async () => {
        await checkbox.check({ timeout: 2_000 });
        await expect(checkbox).toBeChecked({ timeout: 500 });
      }).toPass({ timeout: 10_000 });
    }
    // Delete Games leads to /gameDelete, which lists the same directory with the ticks kept.
    await page.getByRole('link', { name: 'Delete Games' }).click();
    await expect(page).toHaveURL(/\/gameDelete\?/);
    await page
      .getByRole('region', { name: 'Confirm' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(grid.getByRole('row')).toHaveCount(3);
    await expect(grid.getByRole('row').filter({ hasText: `Bulk 1 ${stamp}` })).toHaveCount(0);
  });

  test('a coach imports the annotated sample as a study and steps through a chapter with variations', async ({
    page,
  }) => {
    const stamp = uniqueSuffix();
    await page.goto('/studies');
    await page.getByRole('button', { name: 'Import PGN' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import PGN' });
    await dialog.getByRole('textbox', { name: 'PGN' }).fill(fs.readFileSync(SAMPLE_STUDY, 'utf8'));
    await dialog.getByRole('textbox', { name: 'Study name' }).fill(`Attacking games ${stamp}`);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(page).toHaveURL(/\/study\/\d+/);
    await expect(
      page.getByRole('heading', { level: 1, name: `Attacking games ${stamp}` }),
    ).toBeVisible();
    const chapters = page.getByRole('grid', { name: 'Chapters' });
    await expect(chapters.getByRole('row')).toHaveCount(4);
    await chapters.getByRole('row').nth(1).getByRole('gridcell').nth(1).click();

    const moves = page
      .getByRole('region', { name: 'Moves' })
      .or(page.locator('[aria-label="Moves"]'));
    await expect(moves).toContainText('The Philidor Defense.');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('button', { name: '1. e4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Into the variation 3... exd4, then on along it.
    await page.getByRole('button', { name: '3... exd4' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('button', { name: '4. Nxd4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('button', { name: '3... exd4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
