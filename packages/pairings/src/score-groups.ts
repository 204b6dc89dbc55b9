/** The score groups top down: odd players, drops and the floaters they place below (29B, 29D). */

import {
  byRank,
  canPair,
  conflict,
  draft,
  dueWord,
  fmtScore,
  gap,
  legal,
  lessThan,
  misses,
  who,
  whyNot,
} from './entrants.js';
import type { Context, Draft, Entrant } from './entrants.js';
import { pairEven } from './halves.js';

/** Odd-player candidates (29D1a, 29D1b): lowest-rated rated player first, unrated last. */
function oddOrder(members: Entrant[]): Entrant[] {
  const rated = members
    .filter((m) => !m.unrated)
    .sort((a, b) => a.rating - b.rating || b.rank - a.rank);
  const unrated = members.filter((m) => m.unrated).sort((a, b) => b.rank - a.rank);
  return [...rated, ...unrated];
}

interface GroupResult {
  boards: Draft[];
  dropped: Floater[];
}

/**
 * One score group's own pairing once its floaters are placed: players with no legal opponent in
 * the group drop (29D2); an odd group drops its lowest-rated rated player (29D1a) unless another
 * choice within the limits has fewer colour misses (29D1b); more players drop only when the rest
 * of the field could not otherwise be paired. `below` is every unpaired player under the group.
 */
function pairScoreGroup(
  members: Entrant[],
  below: Entrant[],
  label: string,
  ctx: Context,
): GroupResult {
  const dropped: GroupResult['dropped'] = [];
  let pool = [...members];
  for (;;) {
    const alone = pool.filter((m) => !pool.some((o) => legal(m, o)));
    // A group of one is an odd group (29D1a), not a group whose players may not meet.
    if (alone.length === 0 || pool.length === 1) break;
    for (const m of alone) {
      dropped.push({
        player: m,
        rule: '29D2',
        reason: `${who(m)} may meet nobody left in score group ${label} and drops (29D2).`,
        notes: pool.filter((o) => o !== m).map((o) => whyNot(m, o)),
      });
    }
    pool = pool.filter((m) => !alone.includes(m));
  }
  const rest = [...below, ...dropped.map((d) => d.player)];
  const failures = new Map<Entrant, string>();
  const attempt = (drops: Entrant[]) => {
    const boards = pairEven(
      pool.filter((m) => !drops.includes(m)),
      label,
      ctx,
    );
    const [first] = drops;
    if (!boards) {
      if (first) failures.set(first, `the rest of score group ${label} could not be paired (27A1)`);
      return null;
    }
    if (!canPair([...rest, ...drops])) {
      if (first) failures.set(first, 'the lower groups could not be completed (29D1a)');
      return null;
    }
    return { boards, misses: misses(boards) };
  };

  if (pool.length % 2 === 0) {
    const whole = attempt([]);
    if (whole) return { boards: whole.boards, dropped };
  } else {
    const candidates = oddOrder(pool);
    for (let c = 0; c < candidates.length; c += 1) {
      const odd = candidates[c]!;
      const natural = attempt([odd]);
      if (!natural) continue;
      const skipped = candidates.slice(0, c);
      const which = c === 0 ? '' : ' who can drop';
      let chosen = {
        odd,
        result: natural,
        rule: '29D1a',
        reason:
          pool.length === 1
            ? `${who(odd)} is alone in score group ${label} and drops (29D1a).`
            : `${who(odd)}, the lowest-rated player of odd score group ${label}${which}, drops (29D1a).`,
      };
      // 29D1b: the next-lowest player drops instead only when that removes colour misses within
      // the limits (§9.5: stop at the first such option).
      if (natural.misses[0] + natural.misses[1] > 0) {
        for (const alt of candidates.slice(c + 1, c + 7)) {
          const result = attempt([alt]);
          if (!result || !lessThan(result.misses, natural.misses)) continue;
          const limit =
            result.misses[0] < natural.misses[0] ? ctx.limits.equalization : ctx.limits.alternation;
          if (gap(alt, odd) > limit) continue;
          chosen = {
            odd: alt,
            result,
            rule: '29D1b',
            reason: `${who(alt)} drops from odd score group ${label} instead of the lower-rated ${who(odd)}: the switch costs ${gap(alt, odd)} points, within the ${limit}-point limit, and leaves fewer colour misses (29D1b).`,
          };
          break;
        }
      }
      dropped.push({
        player: chosen.odd,
        rule: chosen.rule,
        reason: chosen.reason,
        notes: skipped.map((s) => `${who(s)} could not drop: ${failures.get(s) ?? 'no pairing'}.`),
      });
      return { boards: chosen.result.boards, dropped };
    }
  }
  // More players must drop so the lower groups can be completed (29D2; §9.15 backtracking).
  const order = oddOrder(pool);
  for (let k = (pool.length % 2) + 2; k <= pool.length; k += 2) {
    const drops = order.slice(0, k);
    const result = attempt(drops);
    if (result) {
      for (const d of drops) {
        dropped.push({
          player: d,
          rule: '29D2',
          reason: `${who(d)} drops from score group ${label} so that every lower group can be completed (29D2).`,
          notes: [],
        });
      }
      return { boards: result.boards, dropped };
    }
  }
  throw new Error(`Score group ${label} cannot be paired: the field has no legal pairing.`);
}

/**
 * A floater's opponent (29D1a): the highest-rated player of the group he may meet, keeping the
 * rest pairable; a lower one only for colour and within the limits (29E5).
 */
function placeFloater(
  floater: Floater,
  members: Entrant[],
  others: Entrant[],
  label: string,
  ctx: Context,
): Draft | null {
  const f = floater.player;
  const skipped: string[] = [...floater.notes];
  const fits = (m: Entrant) => canPair([...others, ...members.filter((o) => o !== m)]);
  let top: Entrant | null = null;
  for (const m of members) {
    if (!legal(f, m)) {
      skipped.push(whyNot(f, m));
      continue;
    }
    if (!fits(m)) {
      skipped.push(`Pairing ${who(m)} would leave the lower groups unpairable (29D1a).`);
      continue;
    }
    top = m;
    break;
  }
  if (!top) return null;
  let chosen = top;
  let colourNote = '';
  const topConflict = conflict(f, top);
  if (topConflict > 0) {
    const limit = topConflict === 2 ? ctx.limits.equalization : ctx.limits.alternation;
    const better = members.find(
      (m) =>
        m.rank > top.rank &&
        legal(f, m) &&
        gap(m, top) <= limit &&
        conflict(f, m) < topConflict &&
        fits(m),
    );
    if (better) {
      chosen = better;
      skipped.push(
        `${who(top)} is higher rated, but ${who(f)} and he are both ${dueWord(f)}; ${who(better)} is ${gap(better, top)} points lower, within the ${limit}-point limit (29E5).`,
      );
      colourNote = ' A lower opponent within the limit gives both their due colours (29E5).';
    }
  }
  return draft(f, chosen, {
    rule: floater.rule,
    text: `${floater.reason} He plays the highest-rated player he may meet in score group ${label}, ${who(chosen)} (29D1a).${colourNote}`,
    alternatives: skipped,
  });
}

/** A player dropped to a lower score group, with why (29D). */
interface Floater {
  player: Entrant;
  rule: string;
  /** Sentence naming the player and the rule that dropped him. */
  reason: string;
  /** Why the obvious alternatives were not taken. */
  notes: string[];
}

/** Pairs the pool score group by score group, top down, with floaters moving only down (29B). */
export function pairGroups(pool: Entrant[], ctx: Context): Draft[] {
  const scores = [...new Set(pool.map((p) => p.score))].sort((a, b) => b - a);
  const groups = scores.map((s) => pool.filter((p) => p.score === s));
  const boards: Draft[] = [];
  let carry: Floater[] = [];
  for (let g = 0; g < groups.length; g += 1) {
    const label = fmtScore(scores[g]!);
    let members = [...groups[g]!];
    const below = groups.slice(g + 1).flat();
    const stillFloating: Floater[] = [];
    for (let k = 0; k < carry.length; k += 1) {
      const floater = carry[k]!;
      const others = [
        ...carry.slice(k + 1).map((c) => c.player),
        ...stillFloating.map((c) => c.player),
        ...below,
      ];
      const placed = placeFloater(floater, members, others, label, ctx);
      if (placed) {
        boards.push(placed);
        members = members.filter((m) => m !== placed.low && m !== placed.high);
      } else {
        stillFloating.push(floater);
      }
    }
    const isLast = g === groups.length - 1;
    if (isLast) {
      const leftover = [...stillFloating.map((f) => f.player), ...members].sort(byRank);
      const result = pairEven(leftover, label, ctx) ?? [];
      if (result.length * 2 !== leftover.length) {
        throw new Error(
          'The lowest score group cannot be completed: the field has no legal pairing.',
        );
      }
      for (const b of result) {
        if (stillFloating.some((f) => f.player === b.high || f.player === b.low)) {
          b.explanation = {
            rule: '29D2',
            text: `Players who could not be paired higher up meet in the lowest score group ${label} (29D2). ${b.explanation.text}`,
            alternatives: b.explanation.alternatives,
          };
        }
      }
      boards.push(...result);
      break;
    }
    const result = pairScoreGroup(
      members,
      [...stillFloating.map((f) => f.player), ...below],
      label,
      ctx,
    );
    boards.push(...result.boards);
    carry = [...stillFloating, ...result.dropped].sort((a, b) => byRank(a.player, b.player));
  }
  return boards;
}
