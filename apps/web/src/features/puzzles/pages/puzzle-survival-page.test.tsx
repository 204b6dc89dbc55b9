import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SurvivalAnswer, SurvivalAnswerResult } from '@kingside/shared';
import { buildOtherPuzzle, buildPuzzle } from '@/features/puzzles/test/puzzle-fakes';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const pieceOn = (square: string) =>
  document.querySelector(`[data-square="${square}"] [data-piece]`)?.getAttribute('data-piece') ??
  null;
const square = (name: string) => document.querySelector<HTMLElement>(`[data-square="${name}"]`)!;

describe('/puzzleSurvival', () => {
  it('goes on to a harder puzzle after a solve and ends the run at the first failure', async () => {
    const results: SurvivalAnswerResult[] = [
      {
        result: 'solved',
        message: 'Solved',
        score: 1,
        best: 4,
        ended: false,
        puzzle: buildOtherPuzzle(),
      },
      {
        result: 'failed',
        message: 'Failed solving. Please try again!!',
        score: 1,
        best: 4,
        ended: true,
        puzzle: null,
      },
    ];
    const api = mockApi({
      'POST /api/puzzles/survival': { body: { id: 31, score: 0, best: 4, puzzle: buildPuzzle() } },
      'POST /api/puzzles/survival/31/answer': () => ({ body: results.shift() }),
    });
    const { user } = renderApp('/puzzleSurvival', { session: buildSession() });
    await user.click(await screen.findByRole('button', { name: 'Start' }, { timeout: 10_000 }));

    await screen.findByRole('group', { name: 'Puzzle 3IQ26' });
    expect(screen.getByText('Score: 0')).toBeTruthy();
    expect(screen.getByText('Best: 4')).toBeTruthy();
    await waitFor(() => expect(pieceOn('c1')).toBe('wR'));
    await user.click(square('e3'));
    await user.click(square('e1'));
    await waitFor(() => expect(pieceOn('e1')).toBe('wR'));
    await user.click(square('e8'));
    await user.click(square('e1'));
    expect(await screen.findByText('Solved')).toBeTruthy();
    expect(await screen.findByText('Score: 1')).toBeTruthy();

    // The next puzzle: black must play d8d1; Rd8-d2 is wrong and ends the run.
    await screen.findByRole('group', { name: 'Puzzle bE6fZ' }, { timeout: 5_000 });
    await waitFor(() => expect(pieceOn('e7')).toBe('wR'));
    await user.click(square('d8'));
    await user.click(square('d2'));
    expect(await screen.findByText('Failed solving. Please try again!!')).toBeTruthy();
    expect(await screen.findByText('The run has ended with a score of 1.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start again' })).toBeTruthy();

    const bodies = api
      .callsTo('POST /api/puzzles/survival/31/answer')
      .map((r) => r.body as SurvivalAnswer);
    expect(bodies).toEqual([{ moves: ['e3e1', 'e8e1'] }, { moves: ['d8d2'] }]);
    // The board takes no more moves once the run has ended.
    await user.click(square('d8'));
    await user.click(square('d1'));
    expect(pieceOn('d1')).toBeNull();
  });
});
