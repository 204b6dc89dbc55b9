/**
 * Who gets White on a board (29E): each player's due colour (29E3a) and, when both are due the
 * same one, the five steps of 29E4 that decide who gets it.
 */

import { colourBalance, dueColourOf, opposite, playedColours } from './model.js';
import type { Colour, DueColour } from './model.js';

/** What the colour rules need to know about one side of a board. */
export interface ColourFacts {
  /** Colours by round, oldest first, `-` for a round without a game. */
  history: readonly ('W' | 'B' | '-')[];
}

/** Which 29E4 step decided a shared due colour; 0 when no step was needed. */
export type ColourStep = 0 | 1 | 2 | 3 | 4 | 5;

export interface ColourAllocation {
  /** Colour of the higher-ranked player (the first argument). */
  higher: Colour;
  /** Rule that decided it, e.g. '29E3a' or '29E4 rule 2'. */
  rule: string;
  step: ColourStep;
  /** Plain sentence for the wall chart. */
  text: string;
}

/** Whether receiving `colour` gives the player the same colour three games running (27A4). */
export function wouldBeThirdInARow(history: readonly ('W' | 'B' | '-')[], colour: Colour): boolean {
  const played = playedColours(history);
  return played.length >= 2 && played.at(-1) === colour && played.at(-2) === colour;
}

/**
 * The 29E4 steps for two players due the same colour: true when the higher-ranked player (the
 * first) gets it. Steps: 1 unequal beats equal; 2 the larger imbalance; 3 with equal balance and
 * different last colours each takes the opposite of his own last; 4 the latest round where the
 * histories differ, an unplayed round counting as its own value; 5 the higher rank.
 */
function sharedDueWinner(
  higher: readonly ('W' | 'B' | '-')[],
  lower: readonly ('W' | 'B' | '-')[],
  due: Colour,
): { higherWins: boolean; step: Exclude<ColourStep, 0> } {
  const hi = Math.abs(colourBalance(higher));
  const lo = Math.abs(colourBalance(lower));
  if ((hi === 0) !== (lo === 0)) return { higherWins: hi !== 0, step: 1 };
  if (hi !== lo) return { higherWins: hi > lo, step: 2 };
  const lastHigh = playedColours(higher).at(-1);
  const lastLow = playedColours(lower).at(-1);
  if (lastHigh !== lastLow) return { higherWins: lastHigh !== due, step: 3 };
  for (let back = 1; back <= Math.max(higher.length, lower.length); back += 1) {
    const h = higher[higher.length - back] ?? '-';
    const l = lower[lower.length - back] ?? '-';
    if (h === l) continue;
    // Each takes the opposite of what he had then; an unplayed round has no opposite, so the
    // other player's colour decides.
    if (h !== '-') return { higherWins: opposite(h) === due, step: 4 };
    return { higherWins: opposite(l as Colour) !== due, step: 4 };
  }
  return { higherWins: true, step: 5 };
}

const STEP_TEXT = {
  1: 'an unequal colour history beats an equal one',
  2: 'the larger colour imbalance wins',
  3: 'each takes the opposite of his own last colour',
  4: 'at the latest round where their histories differ, each takes the opposite of what he had',
  5: 'their histories are identical, so the higher-ranked player wins',
} as const;

/**
 * Colours for a board between `higher` (the higher-ranked player) and `lower` (29E3, 29E4).
 * `toss` is the colour the higher-ranked player takes when neither has a due colour (29E2: round
 * 1, or two players without a game yet).
 */
export function allocateColours(
  higher: ColourFacts,
  lower: ColourFacts,
  toss: Colour,
): ColourAllocation {
  const dueHigh = dueColourOf(higher.history);
  const dueLow = dueColourOf(lower.history);
  if (!dueHigh && !dueLow) {
    return {
      higher: toss,
      rule: '29E2',
      step: 0,
      text: 'Neither has a due colour: the toss decides.',
    };
  }
  if (!dueLow || (dueHigh && dueHigh.colour !== dueLow.colour)) {
    const colour = dueHigh ? dueHigh.colour : opposite(dueLow!.colour);
    return { higher: colour, rule: '29E3a', step: 0, text: 'Both players get their due colours.' };
  }
  if (!dueHigh) {
    return {
      higher: opposite(dueLow.colour),
      rule: '29E3a',
      step: 0,
      text: 'Both players get their due colours.',
    };
  }
  const { higherWins, step } = sharedDueWinner(higher.history, lower.history, dueHigh.colour);
  return {
    higher: higherWins ? dueHigh.colour : opposite(dueHigh.colour),
    rule: `29E4 rule ${step}`,
    step,
    text: `Both are due ${dueHigh.colour === 'W' ? 'White' : 'Black'}; ${STEP_TEXT[step]} (29E4 rule ${step}).`,
  };
}

/** How bad a board is for colours: 0 none, 1 an alternation miss, 2 an equalization miss. */
export type ColourConflict = 0 | 1 | 2;

/**
 * The colour cost of pairing two players, after 29E4 decides: an equalization miss (the loser's
 * due colour was strong, or the colour makes three in a row, treated under the 200-point rule as
 * engines do) or an alternation miss.
 */
export function colourConflict(higher: ColourFacts, lower: ColourFacts): ColourConflict {
  const dueHigh = dueColourOf(higher.history);
  const dueLow = dueColourOf(lower.history);
  if (!dueHigh || !dueLow || dueHigh.colour !== dueLow.colour) return 0;
  const { higherWins } = sharedDueWinner(higher.history, lower.history, dueHigh.colour);
  const loser = higherWins ? lower : higher;
  const loserDue = (higherWins ? dueLow : dueHigh) as DueColour;
  if (loserDue.strength === 'equalization') return 2;
  return wouldBeThirdInARow(loser.history, opposite(loserDue.colour)) ? 2 : 1;
}
