import {
  addLateEntry,
  DEFAULT_RATING_LIMITS,
  pairRound,
  recordRound,
  type GameResult,
  type Player,
  type RoundPairing,
  type TournamentState,
} from '@kingside/pairings';
import { DIRECTOR_MESSAGES, type BoardResult, type RoundOptions } from '@kingside/shared';
import type { BoardRow, ByeRow, NewBoard, NewBye, RoundRow } from './director.repository.js';

/*
 * The bridge between the stored rounds and the pairing package (docs/decisions/0039): the
 * package's TournamentState is rebuilt from the published rounds every time, never stored, so a
 * corrected result changes the standings and the next pairing at once.
 */

/** A round with its boards and byes, as stored. */
export interface StoredRound {
  round: RoundRow;
  boards: BoardRow[];
  byes: ByeRow[];
}

/** What the director's pool knows of an entry. */
export interface EntryFacts {
  id: number;
  name: string;
  rating: number;
}

/** A rating of 0 is no published rating: the player is unrated (28A, 28B). */
export const playerOf = (e: EntryFacts): Player => ({
  id: e.id,
  name: e.name,
  rating: e.rating,
  unrated: e.rating <= 0,
});

/** Rank order of the starting list (29A): rated first, rating high to low, then name and id. */
const byStartingRank = (a: Player, b: Player) =>
  Number(a.unrated) - Number(b.unrated) ||
  b.rating - a.rating ||
  a.name.localeCompare(b.name) ||
  a.id - b.id;

/** Every result the app stores is one the package records. */
const gameResult = (result: BoardResult): GameResult => result;

/** The package's pairing of a stored round. */
export function pairingOf({ round, boards, byes }: StoredRound): RoundPairing {
  const full = byes.find((b) => b.kind === 'full');
  const reason = (e: { rule: string; text: string; alternatives: string[] } | null) => ({
    rule: e?.rule ?? '',
    text: e?.text ?? '',
    alternatives: e?.alternatives ?? [],
  });
  return {
    round: round.round,
    boards: boards.map((b) => ({
      board: b.board,
      white: b.whiteEntryId,
      black: b.blackEntryId,
      explanation: reason(b.explanation),
      colour: b.explanation.colour ?? { rule: '', text: '' },
      rematch: b.explanation.rematch ?? false,
    })),
    bye: full ? { playerId: full.entryId, explanation: reason(full.explanation) } : null,
    requestedByes: byes
      .filter((b) => b.kind !== 'full')
      .map((b) => ({ playerId: b.entryId, points: b.kind === 'half' ? 0.5 : 0 })),
    withdrawn: [...round.options.withdrawn],
  };
}

/** The rows of a pairing; a board the director changed (or had changed) stays `manual`. */
export function seatsOf(
  pairing: RoundPairing,
  before: readonly BoardRow[] = [],
): { boards: NewBoard[]; byes: NewBye[] } {
  const previous = new Map(before.map((b) => [b.board, b]));
  const boards = pairing.boards.map((b): NewBoard => {
    const old = previous.get(b.board);
    const changed =
      old !== undefined &&
      (old.manual ||
        old.whiteEntryId !== b.white ||
        old.blackEntryId !== b.black ||
        b.explanation.rule === 'TD' ||
        b.colour.rule === 'TD');
    return {
      board: b.board,
      whiteEntryId: b.white,
      blackEntryId: b.black,
      result: null,
      explanation: { ...b.explanation, colour: b.colour, rematch: b.rematch },
      manual: changed,
    };
  });
  const byes: NewBye[] = pairing.requestedByes.map((r) => ({
    entryId: r.playerId,
    kind: r.points === 0.5 ? 'half' : 'zero',
    requested: true,
    explanation: null,
  }));
  if (pairing.bye) {
    byes.push({
      entryId: pairing.bye.playerId,
      kind: 'full',
      requested: false,
      explanation: pairing.bye.explanation,
    });
  }
  return { boards, byes };
}

/** Everyone a round names: on a board, with a bye, or withdrawn. */
function namedIn(stored: StoredRound): number[] {
  return [
    ...stored.boards.flatMap((b) => [b.whiteEntryId, b.blackEntryId]),
    ...stored.byes.map((b) => b.entryId),
    ...stored.round.options.withdrawn,
  ];
}

const unknownPlayer = (id: number): Player => ({ id, name: `#${id}`, rating: 0, unrated: true });

/**
 * The state with the players a round names for the first time added as late entries (28K), their
 * missed rounds as the round's options say (zero-point byes unless the director granted halves).
 */
export function withRoundPlayers(
  state: TournamentState,
  stored: StoredRound,
  players: ReadonlyMap<number, EntryFacts>,
): TournamentState {
  const known = new Set(state.players.map((p) => p.id));
  const fresh = [...new Set(namedIn(stored))]
    .filter((id) => !known.has(id))
    .map((id) => {
      const facts = players.get(id);
      return facts ? playerOf(facts) : unknownPlayer(id);
    })
    .sort(byStartingRank);
  const missed = new Map(stored.round.options.lateEntries.map((l) => [l.entryId, l.missedRounds]));
  return fresh.reduce(
    (s, player) => addLateEntry(s, player, missed.get(player.id) ?? 'zeroPointBye'),
    state,
  );
}

/**
 * The state after the published rounds whose every board has a result, in order from round 1;
 * `complete` is how many that is (standings and TRF16 count only those).
 */
export function buildState(
  published: readonly StoredRound[],
  players: ReadonlyMap<number, EntryFacts>,
): { state: TournamentState; complete: number } {
  let state: TournamentState = { players: [], rounds: [] };
  for (const stored of published) {
    if (stored.round.round !== state.rounds.length + 1) break;
    if (stored.boards.some((b) => b.result === null)) break;
    const results = Object.fromEntries(stored.boards.map((b) => [b.board, gameResult(b.result!)]));
    state = recordRound(withRoundPlayers(state, stored, players), pairingOf(stored), results);
  }
  return { state, complete: state.rounds.length };
}

/** A request the rules refuse, naming the field of the pairing request at fault. */
export class PlanError extends Error {
  constructor(
    /** The request field at fault, or null when the section's state is (too few players). */
    readonly field: string | null,
    message: string,
  ) {
    super(message);
  }
}

export interface RoundPlan {
  /** The state after the published rounds. */
  state: TournamentState;
  /** The round to pair (1-based). */
  round: number;
  /** The section's playing entries now, with the rounds they asked a half-point bye for. */
  pool: readonly (EntryFacts & { byesRequested: readonly number[] })[];
  /** Entry id → first round not played (the director's withdrawals). */
  withdrawnFrom: ReadonlyMap<number, number>;
  halfPointByes: readonly number[];
  zeroPointByes: readonly number[];
  lateEntriesWithHalfPointByes: readonly number[];
  ratingLimits?: { alternation: number; equalization: number };
  firstBoardWhite?: boolean;
  seed?: number;
}

/**
 * Pairs the next round (docs/decisions/0039): late entries join (28K), the withdrawn and those no
 * longer in the main list sit out (28P), requested byes leave the pool first (22C), and the rest is
 * `pairRound`. Answers the state the round was paired on (late entries added), the pairing and the
 * options to store. Throws PlanError for an id that is not a player of the section.
 */
export function planRound(plan: RoundPlan): {
  state: TournamentState;
  pairing: RoundPairing;
  options: RoundOptions;
} {
  const { round } = plan;
  const inPool = new Map(plan.pool.map((e) => [e.id, e]));
  const sitsOut = (id: number) =>
    !inPool.has(id) || (plan.withdrawnFrom.get(id) ?? Infinity) <= round;
  const known = new Set(plan.state.players.map((p) => p.id));

  const late = plan.pool
    .filter((e) => !known.has(e.id) && !sitsOut(e.id))
    .map(playerOf)
    .sort(byStartingRank);
  const lateIds = new Set(late.map((p) => p.id));
  const halfLate = new Set(plan.lateEntriesWithHalfPointByes);
  for (const id of halfLate) {
    if (!lateIds.has(id) || round === 1) {
      throw new PlanError('lateEntriesWithHalfPointByes', `${id}: not a late entry this round.`);
    }
  }
  const lateEntries: RoundOptions['lateEntries'] =
    round === 1
      ? []
      : late.map((p) => ({
          entryId: p.id,
          missedRounds: halfLate.has(p.id) ? 'halfPointBye' : 'zeroPointBye',
        }));
  const missed = new Map(lateEntries.map((l) => [l.entryId, l.missedRounds]));
  const state = late.reduce(
    (s, p) => addLateEntry(s, p, missed.get(p.id) ?? 'zeroPointBye'),
    plan.state,
  );

  const withdrawn = state.players.filter((p) => sitsOut(p.id)).map((p) => p.id);
  const active = new Set(state.players.map((p) => p.id).filter((id) => !sitsOut(id)));
  for (const [field, ids] of [
    ['halfPointByes', plan.halfPointByes],
    ['zeroPointByes', plan.zeroPointByes],
  ] as const) {
    const stranger = ids.find((id) => !active.has(id));
    if (stranger !== undefined) {
      throw new PlanError(field, `${stranger}: not a player of this section in this round.`);
    }
  }
  if (active.size < 2) throw new PlanError(null, DIRECTOR_MESSAGES.noPlayers);
  const zero = new Set(plan.zeroPointByes);
  const half = new Set(
    [
      ...plan.pool.filter((e) => e.byesRequested.includes(round)).map((e) => e.id),
      ...plan.halfPointByes,
    ].filter((id) => active.has(id) && !zero.has(id)),
  );
  const requestedByes = [
    ...[...half].map((playerId) => ({ playerId, points: 0.5 as const })),
    ...[...zero].map((playerId) => ({ playerId, points: 0 as const })),
  ];

  const options: RoundOptions = {
    ratingLimits: plan.ratingLimits ?? { ...DEFAULT_RATING_LIMITS },
    firstBoardWhite: plan.firstBoardWhite ?? true,
    seed: plan.seed ?? 0,
    withdrawn: [],
    lateEntries,
  };
  const pairing = pairRound(state, {
    ratingLimits: options.ratingLimits,
    firstBoardWhite: options.firstBoardWhite,
    seed: options.seed,
    requestedByes,
    withdrawn,
  });
  return { state, pairing, options: { ...options, withdrawn: pairing.withdrawn } };
}
