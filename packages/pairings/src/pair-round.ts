/**
 * The next round of a US Chess Swiss (rules 27–29 of the 7th edition, as digested in
 * /shared/data/notes/uscf_swiss_pairing.md), with the reason for every board. The method and
 * every choice the rules leave open are in docs/decisions/0038.
 */

import { chooseBye } from './byes.js';
import { allocateColours } from './colours.js';
import { buildEntrants, canPair, draft, legal, who, whyNot } from './entrants.js';
import type { Context, Draft, Entrant } from './entrants.js';
import { leastPenaltyPairing } from './matching.js';
import { isWithdrawn } from './model.js';
import type { Colour, TournamentState } from './model.js';
import { DEFAULT_RATING_LIMITS } from './pair-round-types.js';
import type { PairedBoard, PairRoundOptions, RoundPairing } from './pair-round-types.js';
import { pairGroups } from './score-groups.js';

/** The fewest rematches when no legal pairing exists (27A1), closest scores first. */
function forcedPairing(pool: Entrant[]): Draft[] {
  const pairs = leastPenaltyPairing(pool.length, (i, j) => {
    const a = pool[i]!;
    const b = pool[j]!;
    return (legal(a, b) ? 0 : 1_000_000) + Math.abs(a.score - b.score) * 1000 + Math.abs(i - j);
  });
  return pairs.map(([i, j]) => {
    const a = pool[i]!;
    const b = pool[j]!;
    const rematch = !legal(a, b);
    return draft(
      a,
      b,
      {
        rule: '27A1',
        text: rematch
          ? `No pairing of the ${pool.length} players avoids every rematch (searched exhaustively), so this rematch is one of the fewest possible (27A1). ${whyNot(a, b)}`
          : `No pairing of the ${pool.length} players avoids every rematch, so the round was paired for the fewest rematches, closest scores first (27A1).`,
        alternatives: [],
      },
      rematch,
    );
  });
}

/**
 * Pairs the next round. Pure: the same state and options give the same pairing. Throws only when
 * an id in the options is unknown.
 */
export function pairRound(state: TournamentState, options: PairRoundOptions = {}): RoundPairing {
  const round = state.rounds.length + 1;
  const ctx: Context = { limits: options.ratingLimits ?? DEFAULT_RATING_LIMITS };
  const toss: Colour = (options.firstBoardWhite ?? true) ? 'W' : 'B';
  const { entrants, byId } = buildEntrants(
    state,
    options.seed ?? 0,
    options.avoidPairs,
    options.acceleration === 'addedScore' && round <= 2,
  );
  const fixedIds = (options.fixedPairs ?? []).flat();
  for (const id of [
    ...(options.withdrawn ?? []),
    ...(options.requestedByes ?? []).map((b) => b.playerId),
    ...fixedIds,
  ]) {
    if (!byId.has(id)) throw new Error(`Unknown player id ${id}.`);
  }
  const withdrawn = new Set([
    ...(options.withdrawn ?? []),
    ...state.players.filter((p) => isWithdrawn(state, p.id)).map((p) => p.id),
  ]);
  const requestedByes = (options.requestedByes ?? []).filter((b) => !withdrawn.has(b.playerId));
  const requested = new Set(requestedByes.map((b) => b.playerId));
  const fixed = new Set(fixedIds);
  let pool = entrants.filter(
    (e) => !withdrawn.has(e.id) && !requested.has(e.id) && !fixed.has(e.id),
  );

  let bye: RoundPairing['bye'] = null;
  let feasible: boolean;
  if (pool.length % 2 === 1) {
    const chosen = chooseBye(pool, round);
    bye = { playerId: chosen.player.id, explanation: chosen.explanation };
    feasible = chosen.feasible;
    pool = pool.filter((p) => p !== chosen.player);
  } else {
    feasible = canPair(pool);
  }
  const drafts = feasible ? pairGroups(pool, ctx) : forcedPairing(pool);
  for (const [a, b] of options.fixedPairs ?? []) {
    const x = byId.get(a)!;
    const y = byId.get(b)!;
    drafts.push(
      draft(
        x,
        y,
        {
          rule: 'TD',
          text: `Director's pairing: ${who(x)} v ${who(y)}; the rest of the round was paired around it.`,
          alternatives: legal(x, y) ? [] : [whyNot(x, y)],
        },
        !legal(x, y),
      ),
    );
  }
  return {
    round,
    boards: orderBoards(drafts, toss),
    bye,
    requestedByes,
    withdrawn: entrants.filter((e) => withdrawn.has(e.id)).map((e) => e.id),
  };
}

/** Board order (§9.14) and colours (29E2–29E4). */
function orderBoards(drafts: Draft[], toss: Colour): PairedBoard[] {
  const sorted = [...drafts].sort(
    (x, y) =>
      Math.max(y.high.score, y.low.score) - Math.max(x.high.score, x.low.score) ||
      y.high.score + y.low.score - (x.high.score + x.low.score) ||
      x.high.rank - y.high.rank,
  );
  let tossed = 0;
  return sorted.map((d, i) => {
    const neither = !d.high.due && !d.low.due;
    const tossColour: Colour = (tossed % 2 === 0) === (toss === 'W') ? 'W' : 'B';
    if (neither) tossed += 1;
    const colours = allocateColours(
      { history: d.high.history },
      { history: d.low.history },
      tossColour,
    );
    const [white, black] = colours.higher === 'W' ? [d.high, d.low] : [d.low, d.high];
    return {
      board: i + 1,
      white: white.id,
      black: black.id,
      explanation: d.explanation,
      colour: {
        rule: colours.rule,
        text: neither
          ? `Neither player has a due colour: the toss, alternating down the boards, gives ${who(d.high)} ${colours.higher === 'W' ? 'White' : 'Black'} (29E2).`
          : colours.text,
      },
      rematch: d.rematch,
    };
  });
}
