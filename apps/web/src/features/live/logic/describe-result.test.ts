import { describe, expect, it } from 'vitest';
import type { LiveGameView } from '@kingside/shared';
import { describeResult } from '@/features/live/logic/describe-result';

type Ending = Pick<LiveGameView, 'status' | 'result' | 'termination' | 'endedBy'>;
const over = (
  result: Ending['result'],
  termination: Ending['termination'],
  endedBy: Ending['endedBy'] = null,
): Ending => ({ status: 'over', result, termination, endedBy });

describe('describeResult', () => {
  it.each<[string, Ending, string]>([
    ['checkmate by White', over('1-0', 'checkmate'), 'Checkmate — White wins (1-0)'],
    ['checkmate by Black', over('0-1', 'checkmate'), 'Checkmate — Black wins (0-1)'],
    ['stalemate', over('1/2-1/2', 'stalemate'), 'Draw by stalemate (½-½)'],
    [
      'threefold repetition',
      over('1/2-1/2', 'threefold-repetition'),
      'Draw by threefold repetition (½-½)',
    ],
    [
      'insufficient material',
      over('1/2-1/2', 'insufficient-material'),
      'Draw by insufficient material (½-½)',
    ],
    ['the 50-move rule', over('1/2-1/2', 'fifty-move-rule'), 'Draw by the 50-move rule (½-½)'],
    ['White flagged', over('0-1', 'time'), 'Black wins on time'],
    ['Black flagged', over('1-0', 'time'), 'White wins on time'],
    // A flag against a side with no mating material left is a draw (FIDE Laws 6.9).
    ['a flag without mating material', over('1/2-1/2', 'time'), 'Draw on time (½-½)'],
    ['White resigned', over('0-1', 'resignation', 'white'), 'White resigned — Black wins'],
    ['Black resigned', over('1-0', 'resignation', 'black'), 'Black resigned — White wins'],
    ['a draw by agreement', over('1/2-1/2', 'agreement'), 'Draw by agreement'],
    ['an aborted game', over('*', 'aborted', 'white'), 'Game aborted'],
  ])('describes %s', (_case, view, text) => {
    expect(describeResult(view)).toBe(text);
  });

  it('says nothing while the game goes on', () => {
    expect(
      describeResult({ status: 'started', result: '*', termination: null, endedBy: null }),
    ).toBeNull();
  });
});
