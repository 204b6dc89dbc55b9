/** The full-point bye of an odd pool: who is eligible, in what order, and why (28L). */

import { canPair, fmtScore, who } from './entrants.js';
import type { Entrant } from './entrants.js';
import type { Explanation } from './pair-round-types.js';

/** 28L3/28L4 standing of a bye candidate: lower is more eligible. */
function byeTier(e: Entrant): number {
  if (e.hadFullPointBye) return 5;
  if (e.forfeitWinRound !== null) return 4;
  if (e.hadHalfPointBye) return 3;
  return e.unrated ? 2 : 1;
}

function byeOrder(pool: Entrant[]): Entrant[] {
  const scores = [...new Set(pool.map((p) => p.score))].sort((a, b) => a - b);
  const order: Entrant[] = [];
  const lowestFirst = (a: Entrant, b: Entrant) =>
    a.unrated || b.unrated ? b.rank - a.rank : a.rating - b.rating || b.rank - a.rank;
  // Lowest group first, moving up a group when nobody in it is eligible (§9 default); forfeit
  // winners and second byes only when nobody else in the whole field is.
  for (const s of scores) {
    const group = pool.filter((p) => p.score === s);
    for (const tier of [1, 2, 3]) {
      order.push(...group.filter((p) => byeTier(p) === tier).sort(lowestFirst));
    }
  }
  for (const tier of [4, 5]) {
    for (const s of scores) {
      order.push(...pool.filter((p) => p.score === s && byeTier(p) === tier).sort(lowestFirst));
    }
  }
  return order;
}

function byeReasonAgainst(e: Entrant): string {
  switch (byeTier(e)) {
    case 5:
      return `${who(e)} already had a full-point bye (28L3).`;
    case 4:
      return `${who(e)} won by forfeit in round ${e.forfeitWinRound} (28L3).`;
    case 3:
      return `${who(e)} took a half-point bye (28L4).`;
    case 2:
      return `${who(e)} is unrated, and a rated player is eligible (28L2).`;
    default:
      return `Giving ${who(e)} the bye would leave the rest unpairable.`;
  }
}

export function chooseBye(
  pool: Entrant[],
  round: number,
): { player: Entrant; explanation: Explanation; feasible: boolean } {
  const order = byeOrder(pool);
  // No second full-point bye (28L3) outranks 27A1 here: 27A1 itself allows a rematch when no
  // legal pairing exists, 28L3 has no such exception.
  const eligible = order.filter((c) => byeTier(c) < 5);
  const candidates = eligible.length > 0 ? eligible : order;
  let index = candidates.findIndex((c) => canPair(pool.filter((p) => p !== c)));
  const feasible = index !== -1;
  if (!feasible) index = 0;
  const player = order[index]!;
  const lowest = Math.min(...pool.map((p) => p.score));
  // The players a reader would have expected first: everyone ranked below the one chosen.
  const alternatives = pool
    .filter((p) => p.rank > player.rank)
    .reverse()
    .slice(0, 5)
    .map((p) =>
      order.indexOf(p) < index
        ? `Giving ${who(p)} the bye would leave the rest unpairable.`
        : byeReasonAgainst(p),
    );
  let rule = '28L2';
  let text =
    round === 1
      ? `The pool is odd: the bye goes to the lowest-rated rated player (28L2).`
      : `The pool is odd: the bye goes to the lowest-rated eligible player of the lowest score group (28L2), score ${fmtScore(player.score)}.`;
  const tier = byeTier(player);
  if (player.score !== lowest && tier <= 3) {
    text += ` Nobody in a lower score group is eligible, so it moves up.`;
  }
  if (tier === 3) {
    rule = '28L4';
    text += ` Everyone else in the group has had a bye or a forfeit win, so a half-point bye taker is eligible (28L4).`;
  } else if (tier === 4) {
    rule = '28L3';
    text += ` Nobody else is eligible, so a forfeit winner gets it despite 28L3.`;
  } else if (tier === 5) {
    rule = '28L3';
    text += ` Every player has had a full-point bye: a second one cannot be avoided (28L3).`;
  } else if (tier === 2) {
    text += ` No rated player in the group is eligible.`;
  }
  return { player, explanation: { rule, text, alternatives }, feasible };
}
