import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PuzzleMove, PuzzleMoveResult, SurvivalMoveResult } from '@kingside/shared';
import {
  buildOtherPuzzle,
  buildPuzzle,
  judgeOnLine,
  LINES,
} from '@/features/puzzles/test/puzzle-fakes';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const pieceOn = (square: string) =>
  document.querySelector(`[data-square="${square}"] [data-piece]`)?.getAttribute('data-piece') ??
  null;
const square = (name: string) => document.querySelector<HTMLElement>(`[data-square="${name}"]`)!;

describe('/puzzleSurvival', () => {
  it('goes on to a harder puzzle after a solve and ends the run at the first failure', async () => {
    // The fake server judges each move on the current puzzle's line.
    let current: keyof typeof LINES = '3IQ26';
    const survivalOf = (move: PuzzleMoveResult): SurvivalMoveResult => {
      const solved = move.verdict === 'solved';
      const failed = move.verdict === 'failed';
      return {
        verdict: move.verdict,
        message: move.message,
        reply: move.reply,
        moves: move.moves,
        notice: null,
        score: solved ? 1 : current === 'bE6fZ' ? 1 : 0,
        best: 4,
        ended: failed,
        puzzle: solved ? buildOtherPuzzle() : null,
      };
    };
    const api = mockApi({
      'POST /api/puzzles/survival': { body: { id: 31, score: 0, best: 4, puzzle: buildPuzzle() } },
      'POST /api/puzzles/survival/31/move': (request) => {
        const judged = judgeOnLine(LINES[current], () => null)(request).body as PuzzleMoveResult;
        const body = survivalOf(judged);
        if (judged.verdict === 'solved') current = 'bE6fZ';
        return { body };
      },
    });
    const { user } = renderApp('/puzzleSurvival', { session: buildSession() });
    await user.click(await screen.findByRole('button', { name: 'Start' }, { timeout: 10_000 }));

    await screen.findByRole('group', { name: 'Puzzle 3IQ26' });
    expect(screen.getByText('Score: 0')).toBeTruthy();
    expect(screen.getByText('Best: 4')).toBeTruthy();
    await waitFor(() => expect(pieceOn('c1')).toBe('wR'));
    await user.click(square('e3'));
    await user.click(square('e1'));
    expect(await screen.findByText('Continue solving...')).toBeTruthy();
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

    const sent = api.callsTo('POST /api/puzzles/survival/31/move').map((r) => r.body as PuzzleMove);
    expect(sent).toEqual([
      { ply: 1, uci: 'e3e1' },
      { ply: 3, uci: 'e8e1' },
      { ply: 1, uci: 'd8d2' },
    ]);
    // The board takes no more moves once the run has ended.
    await user.click(square('d8'));
    await user.click(square('d1'));
    expect(pieceOn('d1')).toBeNull();
  });
});
