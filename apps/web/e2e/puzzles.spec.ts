import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Puzzle } from '@kingside/shared';
import { Chess } from 'chess.js';
import { apiToken, dragPiece, signIn } from './support';

test.use({ viewport: { width: 1280, height: 900 } });

const here = path.dirname(fileURLToPath(import.meta.url));
/** The CC0 sample the demo database is seeded with: the only place the test reads solutions. */
const SAMPLE = path.resolve(
  here,
  '../../server/src/modules/puzzles/data/lichess_puzzles_sample.csv',
);
/** Each sample puzzle's FEN and whole line, by name. */
const LINES = new Map(
  fs
    .readFileSync(SAMPLE, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((row) => row.split(','))
    .map(([name, fen, moves]) => [name!, { fen: fen!, line: moves!.split(' ') }]),
);

const board = (page: Page) => page.getByRole('group', { name: /^Puzzle / });
const square = (page: Page, name: string) => board(page).locator(`[data-square="${name}"]`);
const pieceOn = (page: Page, name: string) => square(page, name).locator('[data-piece]');

/** A puzzle, its line, and when the test first saw it on the board (after it was served). */
type Known = { name: string; fen: string; line: string[]; shownAt: number };

/** The puzzle on the board, and its line as the sample file has it (never from the API). */
async function puzzleOnBoard(page: Page): Promise<Known> {
  const label = await board(page).getAttribute('aria-label');
  const shownAt = Date.now();
  const name = label!.replace(/^Puzzle /, '');
  const known = LINES.get(name);
  expect(known, `puzzle ${name} is in the sample`).toBeDefined();
  return { name, ...known!, shownAt };
}

/** The API serves the puzzle without its solution: the position and the opponent's first move. */
async function expectServedWithoutSolution(request: APIRequestContext, puzzle: Known) {
  // As the coach: serving starts the caller's own try, never the student's on the page.
  const res = await request.get(`/api/puzzle/${puzzle.name}`, {
    headers: { authorization: `Bearer ${await apiToken(request, 'coach')}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const served = (await res.json()) as Puzzle;
  expect(served).toMatchObject({ fen: puzzle.fen, moves: puzzle.line[0] });
  expect(JSON.stringify(served)).not.toContain(puzzle.line[1]!);
}

const PROMOTION = { q: 'Queen', r: 'Rook', b: 'Bishop', n: 'Knight' } as const;

/** Drags the move `uci` on the board, choosing its promotion piece when it has one. */
async function drag(page: Page, uci: string) {
  await dragPiece(page, square(page, uci.slice(0, 2)), square(page, uci.slice(2, 4)));
  const promotion = uci[4] as keyof typeof PROMOTION | undefined;
  // Exactly: the board's pieces are buttons too ("White queen on e2").
  if (promotion) {
    await page.getByRole('button', { name: PROMOTION[promotion], exact: true }).click();
  }
}

/** Waits until the line's move `uci` has been played on the board (its square left empty). */
async function played(page: Page, uci: string) {
  await expect(pieceOn(page, uci.slice(0, 2))).toHaveCount(0);
  await expect(pieceOn(page, uci.slice(2, 4))).toHaveCount(1);
}

/**
 * How long the test looks at the board for each move: a solve faster than a second a move is not
 * scored (PUZZLE_RATED_MS_PER_MOVE, docs/decisions/0045), and a person is never that fast.
 */
const THINK_MS = 1100;

/**
 * Waits until the user's `moves`th move is due: THINK_MS a move since the puzzle showed. The time
 * the board took to answer the earlier moves counts, so only what is left of it is waited.
 */
async function think(page: Page, puzzle: Known, moves: number) {
  const left = puzzle.shownAt + moves * THINK_MS - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}

/**
 * Solves the puzzle on the board by dragging each of the user's moves: the server judges each
 * and answers the reply, which plays itself.
 */
async function solveByDragging(page: Page, puzzle: Known) {
  const { line } = puzzle;
  await played(page, line[0]!);
  for (let i = 1; i < line.length; i += 2) {
    await think(page, puzzle, (i + 1) / 2);
    await drag(page, line[i]!);
    const reply = line[i + 1];
    if (reply) {
      await expect(page.getByText('Continue solving...')).toBeVisible();
      await played(page, reply);
    }
  }
  await expect(page.getByText('Solved', { exact: true })).toBeVisible();
}

/**
 * Drags a legal move other than the line's next one (and not a mate, which a puzzle's last move
 * may be instead of the line's), found with chess.js from the position after the first move.
 */
async function playWrongMove(page: Page, puzzle: Known) {
  const { line } = puzzle;
  await played(page, line[0]!);
  const chess = new Chess(puzzle.fen);
  chess.move({ from: line[0]!.slice(0, 2), to: line[0]!.slice(2, 4), promotion: line[0]![4] });
  const wrong = chess
    .moves({ verbose: true })
    .filter((m) => !m.promotion && !m.san.includes('#'))
    .map((m) => m.from + m.to)
    .find((uci) => uci !== line[1]!.slice(0, 4));
  if (!wrong) throw new Error('no other legal move');
  await think(page, puzzle, 1);
  await drag(page, wrong);
}

/** "Puzzles played" and "Puzzles solved" on the dashboard. */
async function dashboardFigures(page: Page) {
  await page.goto('/mypuzzles/dashboard');
  const figure = async (term: string) =>
    Number(
      await page
        .locator('dt', { hasText: term })
        .locator('xpath=following-sibling::dd[1]')
        .innerText(),
    );
  await expect(page.getByRole('heading', { name: 'Themes, weakest first' })).toBeVisible();
  return { played: await figure('Puzzles played'), solved: await figure('Puzzles solved') };
}

test('a student solves a puzzle by dragging, fails another, and sees both on the dashboard', async ({
  page,
  request,
}) => {
  await signIn(page, 'student');
  const before = await dashboardFigures(page);

  await page.goto('/puzzles');
  await expect(page.getByText(/Current puzzle rating: \d+/)).toBeVisible();
  await page.getByRole('button', { name: 'Solve Mixed Puzzles' }).click();
  await expect(page).toHaveURL(/\/puzzle\/[\w-]+\?rated=true$/);
  const first = await puzzleOnBoard(page);
  await expect(page.getByText(/This Puzzle Rating: \d+/)).toBeVisible();
  const userSide = first.fen.split(' ')[1] === 'b' ? 'White' : 'Black';
  await expect(page.getByText(`${userSide} to move`)).toBeVisible();
  await expectServedWithoutSolution(request, first);
  await solveByDragging(page, first);
  await expect(page.getByText(/Rating change: [+−]?\d+/)).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(board(page)).not.toHaveAttribute('aria-label', `Puzzle ${first.name}`);
  await expect(page).toHaveURL(/\?rated=true$/);
  const second = await puzzleOnBoard(page);
  await playWrongMove(page, second);
  await expect(page.getByText('Failed solving. Please try again!!')).toBeVisible();
  await expect(page.getByText(/Rating change: [+−]?\d+/)).toBeVisible();
  // The try has ended: the line may be shown now.
  await page.getByRole('button', { name: 'Show move' }).click();
  await expect(page.getByText(/^The move was \S+\.$/)).toBeVisible();

  const after = await dashboardFigures(page);
  expect(after.played).toBe(before.played + 2);
  expect(after.solved).toBe(before.solved + 1);
  const solved = page.getByRole('region', { name: 'Solved puzzles table' });
  await expect(solved.getByRole('link', { name: first.name, exact: true })).toBeVisible();
  await expect(solved.getByRole('link', { name: second.name, exact: true })).toHaveCount(0);
});

test('a survival run goes on after a solve and ends at the first failure', async ({ page }) => {
  await signIn(page, 'student');
  await page.goto('/puzzleSurvival');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByText('Score: 0')).toBeVisible();
  const first = await puzzleOnBoard(page);
  await solveByDragging(page, first);
  await expect(page.getByText('Score: 1')).toBeVisible();

  await expect(board(page)).not.toHaveAttribute('aria-label', `Puzzle ${first.name}`);
  const second = await puzzleOnBoard(page);
  await playWrongMove(page, second);
  await expect(page.getByText('Failed solving. Please try again!!')).toBeVisible();
  await expect(page.getByText('The run has ended with a score of 1.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start again' })).toBeVisible();
});

test('a coach opens Display 9 Puzzles from the search card', async ({ page }) => {
  await signIn(page, 'coach');
  await page.goto('/puzzles');
  await page.getByRole('button', { name: 'Display 9 Puzzles' }).click();
  await expect(page).toHaveURL(/\/puzzlesdisplay\/[\w-]+(,[\w-]+){8}$/);
  const positions = page.getByRole('list', { name: 'Positions' });
  await expect(positions.getByRole('listitem')).toHaveCount(9);
  for (let n = 1; n <= 9; n += 1) {
    await expect(
      positions.getByRole('heading', { name: `Position ${n}`, exact: true }),
    ).toBeVisible();
  }
  await expect(positions.getByText(/^(White|Black) to move$/)).toHaveCount(9);

  // On a phone as many boards a row as fit: the page is never wider than the screen (issue 33).
  await page.setViewportSize({ width: 375, height: 740 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(375);
  await expect(positions.getByRole('heading', { name: 'Position 1', exact: true })).toBeVisible();
});

test('a coach shows all games of the list as boards, which fit a phone', async ({ page }) => {
  await signIn(page, 'coach');
  await page.goto('/games?dirPath=/Tactics/Forks');
  await page.getByRole('link', { name: 'Show All Games' }).click();
  await expect(page).toHaveURL(/\/gamesDisplay\/\d+(,\d+)*$/);
  const positions = page.getByRole('list', { name: 'Positions' });
  await expect(positions.getByRole('heading', { name: 'Position 1', exact: true })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 740 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(375);
});

test('the member home compares this month’s puzzles with last month’s', async ({ page }) => {
  await signIn(page, 'student');
  await page.goto('/');
  const table = page.getByRole('region', { name: 'Puzzles this month' }).getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'This month' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Last month' })).toBeVisible();
  for (const row of ['Max puzzles solved', 'Puzzles solved', 'Min rating', 'Max rating']) {
    await expect(table.getByRole('rowheader', { name: row, exact: true })).toBeVisible();
  }
  const solved = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Puzzles solved', exact: true }) });
  await expect(solved.getByRole('cell').first()).toHaveText(/^\d+$/);
});
