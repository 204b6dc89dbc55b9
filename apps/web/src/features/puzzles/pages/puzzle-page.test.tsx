import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, PUZZLE_SOLVING_MESSAGES, type PuzzleMove } from '@kingside/shared';
import {
  buildAnswerResult,
  buildNext,
  buildOtherPuzzle,
  buildPuzzle,
  buildRating,
  judgeOnLine,
  LINES,
} from '@/features/puzzles/test/puzzle-fakes';
import { buildSession } from '@/test/factories';
import { mockApi, type MockReply, type MockRequest } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const pieceOn = (square: string) =>
  document.querySelector(`[data-square="${square}"] [data-piece]`)?.getAttribute('data-piece') ??
  null;
const square = (name: string) => document.querySelector<HTMLElement>(`[data-square="${name}"]`)!;

/** The page's fake server: the puzzle as served (its first move only) and moves judged on its line. */
function mockPuzzle(judge: (request: MockRequest) => MockReply = judgeOnLine(LINES['3IQ26'])) {
  return mockApi({
    'GET /api/puzzle/3IQ26': { body: buildPuzzle() },
    'GET /api/puzzles/currentPuzzleRating': { body: buildRating() },
    'POST /api/puzzle/3IQ26/move': judge,
  });
}

/** Opens the puzzle and waits for its first move (white's rook f1 to c1) to play itself. */
async function openPuzzle(path = '/puzzle/3IQ26?rated=true') {
  const view = renderApp(path, { session: buildSession() });
  await screen.findByRole('group', { name: 'Puzzle 3IQ26' }, { timeout: 10_000 });
  expect(pieceOn('f1')).toBe('wR');
  await waitFor(() => expect(pieceOn('c1')).toBe('wR'));
  expect(pieceOn('f1')).toBeNull();
  return view;
}

async function move(user: ReturnType<typeof renderApp>['user'], from: string, to: string) {
  await user.click(square(from));
  await user.click(square(to));
}

const moves = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('POST /api/puzzle/3IQ26/move').map((r) => r.body as PuzzleMove);
const serves = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('GET /api/puzzle/3IQ26').map((r) => Object.fromEntries(r.query));

describe('/puzzle/{name}', () => {
  it('plays the first move itself, sends each move to be judged, plays the reply and shows Solved', async () => {
    const api = mockPuzzle();
    const { user } = await openPuzzle();
    // The try is served with the session's rated flag; the page never had the solution.
    expect(serves(api)).toEqual([{ rated: 'true' }]);

    expect(screen.getByText('Black to move')).toBeTruthy();
    expect(screen.getByText('This Puzzle Rating: 400')).toBeTruthy();
    expect(await screen.findByText('My Puzzle Rating: 1500')).toBeTruthy();

    await move(user, 'e3', 'e1');
    expect(await screen.findByText(PUZZLE_SOLVING_MESSAGES.continueSolving)).toBeTruthy();
    expect(screen.getByText('Continue solving...')).toBeTruthy();
    // White's rook takes back on e1 by itself: the reply the server answered.
    await waitFor(() => expect(pieceOn('e1')).toBe('wR'));
    expect(moves(api)).toEqual([{ ply: 1, uci: 'e3e1' }]);

    await move(user, 'e8', 'e1');
    expect(await screen.findByText('Solved')).toBeTruthy();
    expect(moves(api)).toEqual([
      { ply: 1, uci: 'e3e1' },
      { ply: 3, uci: 'e8e1' },
    ]);
    expect(pieceOn('e1')).toBe('bR');
    expect(await screen.findByText('Rating change: +12')).toBeTruthy();
    expect(screen.getByText('My Puzzle Rating: 1512')).toBeTruthy();
  });

  it('says Failed solving at a wrong move, takes it back, and lets the user go on with the line it was shown', async () => {
    const api = mockPuzzle(
      judgeOnLine(LINES['3IQ26'], () =>
        buildAnswerResult({
          result: 'failed',
          message: PUZZLE_SOLVING_MESSAGES.failed,
          ratingChange: -9,
          userRating: buildRating({ rating: 1491 }),
        }),
      ),
    );
    const { user } = await openPuzzle('/puzzle/3IQ26?rated=true&themes=mateIn2');
    expect(serves(api)).toEqual([{ rated: 'true', themes: 'mateIn2' }]);

    await move(user, 'e3', 'e2');
    expect(await screen.findByText('Failed solving. Please try again!!')).toBeTruthy();
    expect(pieceOn('e3')).toBe('bR');
    expect(pieceOn('e2')).toBeNull();
    expect(moves(api)).toEqual([{ ply: 1, uci: 'e3e2' }]);
    expect(await screen.findByText('Rating change: −9')).toBeTruthy();

    // The try has ended: the rest is judged on the page, against the line the server answered.
    await move(user, 'e3', 'e1');
    expect(await screen.findByText('Continue solving...')).toBeTruthy();
    await waitFor(() => expect(pieceOn('e1')).toBe('wR'));
    await move(user, 'e8', 'e1');
    expect(await screen.findByText('Solved')).toBeTruthy();
    expect(moves(api)).toHaveLength(1);
  });

  it('takes a move back and shows why when the server refuses it', async () => {
    const message = 'You have finished 30 rated puzzles in 10 minutes.';
    mockPuzzle(() => ({ status: 429, body: { code: 'PUZZLE_RATE_LIMITED', message } }));
    const { user } = await openPuzzle();
    await move(user, 'e3', 'e1');
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(pieceOn('e3')).toBe('bR'));
    expect(pieceOn('e1')).toBeNull();
  });

  it('serves the puzzle again on Reset, for a new unrated try', async () => {
    const api = mockPuzzle();
    const { user } = await openPuzzle();
    await move(user, 'e3', 'e2');
    await screen.findByText('Failed solving. Please try again!!');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(serves(api)).toHaveLength(2));
    expect(serves(api)[1]).toEqual({});
    await screen.findByRole('group', { name: 'Puzzle 3IQ26' });
    expect(screen.queryByText('Failed solving. Please try again!!')).toBeNull();
    await waitFor(() => expect(pieceOn('c1')).toBe('wR'));
    await move(user, 'e3', 'e1');
    await waitFor(() => expect(pieceOn('e1')).toBe('wR'));
    await move(user, 'e8', 'e1');
    await screen.findByText('Solved');
    expect(moves(api)).toEqual([
      { ply: 1, uci: 'e3e2' },
      { ply: 1, uci: 'e3e1' },
      { ply: 3, uci: 'e8e1' },
    ]);
  });

  it('shows a move when asked (the try then ends as failed) and plays the reply from the line', async () => {
    const api = mockApi({
      'GET /api/puzzle/3IQ26': { body: buildPuzzle() },
      'GET /api/puzzles/currentPuzzleRating': { body: buildRating() },
      'POST /api/mypuzzles/3IQ26/showmove/1/1': {
        body: {
          ...buildAnswerResult({ result: 'failed', ratingChange: -9 }),
          move: 'e3e1',
          moves: LINES['3IQ26'],
        },
      },
    });
    const { user } = await openPuzzle();

    await user.click(screen.getByRole('button', { name: 'Show move' }));
    expect(await screen.findByText('The move was Re1+.')).toBeTruthy();
    expect(api.callsTo('POST /api/mypuzzles/3IQ26/showmove/1/1')).toHaveLength(1);
    await waitFor(() => expect(pieceOn('e1')).toBe('wR'));
    expect(screen.getByText('Rating change: −9')).toBeTruthy();
    // The next move is shown from the line, with no more calls.
    await user.click(screen.getByRole('button', { name: 'Show move' }));
    expect(await screen.findByText('The move was Rxe1#.')).toBeTruthy();
    expect(
      api.requests.filter((r) => r.method === 'POST' && r.path.includes('puzzle')),
    ).toHaveLength(1);
  });

  it('opens the next puzzle of the same filters on Next, saying when the window was widened', async () => {
    const message =
      'No new puzzle was left in your rating window, so this one comes from 1200–1900.';
    const api = mockApi({
      'GET /api/puzzle/3IQ26': { body: buildPuzzle() },
      'GET /api/puzzle/bE6fZ': { body: buildOtherPuzzle() },
      'GET /api/puzzles/currentPuzzleRating': { body: buildRating({ provisional: true }) },
      'GET /api/puzzles/next': {
        body: buildNext(buildOtherPuzzle(), { widened: true, message }),
      },
    });
    const { user, router } = await openPuzzle(
      '/puzzle/3IQ26?rated=true&fromRating=1500&toRating=2100&themes=mateIn2',
    );
    expect(await screen.findByText('My Puzzle Rating: 1500?')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('group', { name: 'Puzzle bE6fZ' });
    const query = api.callsTo('GET /api/puzzles/next')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({
      rated: 'true',
      fromRating: '1500',
      toRating: '2100',
      themes: 'mateIn2',
    });
    expect(router.state.location.pathname).toBe('/puzzle/bE6fZ');
    expect(router.state.location.search).toBe(
      '?rated=true&fromRating=1500&toRating=2100&themes=mateIn2',
    );
    expect(screen.getByText(message)).toBeTruthy();
    await waitFor(() => expect(pieceOn('e7')).toBe('wR'));
    // The page serves the puzzle it opens, for its try.
    expect(api.callsTo('GET /api/puzzle/bE6fZ')).toHaveLength(1);
  });

  it('is for students and coaches: others read that access is restricted', async () => {
    mockApi();
    renderApp('/puzzle/3IQ26', { session: buildSession({ roles: ['assistant'] }) });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByText(MESSAGES.accessRestricted)).toBeTruthy();
  });
});
