import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, PUZZLE_SOLVING_MESSAGES, type PuzzleAnswer } from '@kingside/shared';
import {
  buildAnswerResult,
  buildNext,
  buildOtherPuzzle,
  buildPuzzle,
  buildRating,
} from '@/features/puzzles/test/puzzle-fakes';
import { buildSession } from '@/test/factories';
import { mockApi, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const pieceOn = (square: string) =>
  document.querySelector(`[data-square="${square}"] [data-piece]`)?.getAttribute('data-piece') ??
  null;
const square = (name: string) => document.querySelector<HTMLElement>(`[data-square="${name}"]`)!;

function mockPuzzle(
  answer: (body: PuzzleAnswer) => MockReply = () => ({ body: buildAnswerResult() }),
) {
  return mockApi({
    'GET /api/puzzle/3IQ26': { body: buildPuzzle() },
    'GET /api/puzzles/currentPuzzleRating': { body: buildRating() },
    'POST /api/puzzle/3IQ26/answer': (request) => answer(request.body as PuzzleAnswer),
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

const answers = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('POST /api/puzzle/3IQ26/answer').map((r) => r.body as PuzzleAnswer);

describe('/puzzle/{name}', () => {
  it('plays the first move itself, then the reply to a correct move, and reports the solve with its moves', async () => {
    const api = mockPuzzle();
    const { user } = await openPuzzle();

    expect(screen.getByText('Black to move')).toBeTruthy();
    expect(screen.getByText('This Puzzle Rating: 400')).toBeTruthy();
    expect(await screen.findByText('My Puzzle Rating: 1500')).toBeTruthy();

    await move(user, 'e3', 'e1');
    expect(await screen.findByText(PUZZLE_SOLVING_MESSAGES.continueSolving)).toBeTruthy();
    expect(screen.getByText('Continue solving...')).toBeTruthy();
    // White's queen takes back on e1 by itself.
    await waitFor(() => expect(pieceOn('e1')).toBe('wR'));
    expect(answers(api)).toHaveLength(0);

    await move(user, 'e8', 'e1');
    expect(await screen.findByText('Solved')).toBeTruthy();
    await waitFor(() => expect(answers(api)).toHaveLength(1));
    expect(answers(api)[0]).toEqual({
      moves: ['e3e1', 'e8e1'],
      solved: true,
      failed: false,
      rated: true,
      themes: [],
      openingFamily: null,
      openingVariation: null,
    });
    expect(await screen.findByText('Rating change: +12')).toBeTruthy();
    expect(screen.getByText('My Puzzle Rating: 1512')).toBeTruthy();
  });

  it('says Failed solving at a wrong move, takes it back and reports the failure with the moves so far', async () => {
    const api = mockPuzzle(() => ({
      body: buildAnswerResult({
        result: 'failed',
        message: PUZZLE_SOLVING_MESSAGES.failed,
        ratingChange: -9,
        userRating: buildRating({ rating: 1491 }),
      }),
    }));
    const { user } = await openPuzzle('/puzzle/3IQ26?rated=true&themes=mateIn2');

    await move(user, 'e3', 'e2');
    expect(await screen.findByText('Failed solving. Please try again!!')).toBeTruthy();
    expect(pieceOn('e3')).toBe('bR');
    expect(pieceOn('e2')).toBeNull();
    await waitFor(() => expect(answers(api)).toHaveLength(1));
    expect(answers(api)[0]).toMatchObject({
      moves: ['e3e2'],
      solved: false,
      failed: true,
      rated: true,
      themes: ['mateIn2'],
    });
    expect(await screen.findByText('Rating change: −9')).toBeTruthy();

    // The user may go on; the try was already counted, so nothing more is sent.
    await move(user, 'e3', 'e1');
    expect(await screen.findByText('Continue solving...')).toBeTruthy();
    await waitFor(() => expect(pieceOn('e1')).toBe('wR'));
    await move(user, 'e8', 'e1');
    expect(await screen.findByText('Solved')).toBeTruthy();
    expect(answers(api)).toHaveLength(1);
  });

  it('starts the puzzle again on Reset, and sends the new try unrated', async () => {
    const api = mockPuzzle((body) => ({
      body: buildAnswerResult({ rated: body.rated ?? false, ratingChange: body.rated ? -9 : 0 }),
    }));
    const { user } = await openPuzzle();
    await move(user, 'e3', 'e2');
    await screen.findByText('Failed solving. Please try again!!');
    await waitFor(() => expect(answers(api)).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByText('Failed solving. Please try again!!')).toBeNull();
    expect(pieceOn('f1')).toBe('wR');
    await waitFor(() => expect(pieceOn('c1')).toBe('wR'));
    await move(user, 'e3', 'e1');
    await waitFor(() => expect(pieceOn('e1')).toBe('wR'));
    await move(user, 'e8', 'e1');
    await screen.findByText('Solved');
    await waitFor(() => expect(answers(api)).toHaveLength(2));
    expect(answers(api)[1]).toMatchObject({ moves: ['e3e1', 'e8e1'], solved: true, rated: false });
    expect(await screen.findByText('Unrated: your rating did not change.')).toBeTruthy();
  });

  it('shows a move when asked (the puzzle then counts as failed) and plays the reply', async () => {
    const api = mockApi({
      'GET /api/puzzle/3IQ26': { body: buildPuzzle() },
      'GET /api/puzzles/currentPuzzleRating': { body: buildRating() },
      'POST /api/mypuzzles/3IQ26/showmove/1/1': {
        body: { ...buildAnswerResult({ result: 'failed', ratingChange: -9 }), move: 'e3e1' },
      },
    });
    const { user } = await openPuzzle();

    await user.click(screen.getByRole('button', { name: 'Show move' }));
    expect(await screen.findByText('The move was Re1+.')).toBeTruthy();
    expect(api.callsTo('POST /api/mypuzzles/3IQ26/showmove/1/1')).toHaveLength(1);
    await waitFor(() => expect(pieceOn('e1')).toBe('wR'));
    expect(screen.getByText('Rating change: −9')).toBeTruthy();
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
  });

  it('is for students and coaches: others read that access is restricted', async () => {
    mockApi();
    renderApp('/puzzle/3IQ26', { session: buildSession({ roles: ['assistant'] }) });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByText(MESSAGES.accessRestricted)).toBeTruthy();
  });
});
