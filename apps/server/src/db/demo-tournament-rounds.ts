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
import type { RoundOptions } from '@kingside/shared';
import { seatsOf } from '../modules/director/index.js';
import type { Db } from './client.js';
import { tournamentBoards, tournamentRoundByes, tournamentRounds } from './schema.js';

/** A checked-in player of the section, as the director's pool reads the entry. */
export interface DemoPlayer {
  id: number;
  name: string;
  rating: number;
  byesRequested: readonly number[];
}

/** Rank order of the starting list (29A), as the director's rounds add players: rated first. */
const byStartingRank = (a: Player, b: Player) =>
  Number(a.unrated) - Number(b.unrated) ||
  b.rating - a.rating ||
  a.name.localeCompare(b.name) ||
  a.id - b.id;

/**
 * A board's result in the demo: mostly the higher-rated player wins, with a draw and an upset now
 * and then, the same on every run.
 */
function demoResult(round: number, board: number, white: Player, black: Player): GameResult {
  const turn = (round * 7 + board * 3) % 10;
  if (turn === 0 || turn === 5) return '1/2-1/2';
  const whiteStronger = white.rating >= black.rating;
  const upset = turn === 8;
  return whiteStronger !== upset ? '1-0' : '0-1';
}

/**
 * Pairs and publishes `played` rounds of one section through the pairing package, as the
 * director's page would (default options, every player checked in from round 1, each requested
 * half-point bye granted), and writes them as the director's rounds (docs/decisions/0039), so the
 * public pairings, standings and the director's page read the same rows. Every round before
 * `played` has all its results; the last is still being played: only its bottom board is in.
 */
export async function seedPublishedRounds(
  db: Db,
  o: { tournamentId: number; section: string; players: readonly DemoPlayer[]; played: number },
): Promise<void> {
  let state: TournamentState = [...o.players]
    .map((p): Player => ({ id: p.id, name: p.name, rating: p.rating, unrated: p.rating <= 0 }))
    .sort(byStartingRank)
    .reduce<TournamentState>((s, p) => addLateEntry(s, p), { players: [], rounds: [] });
  const started = Date.now() - o.played * 75 * 60_000;

  for (let round = 1; round <= o.played; round++) {
    const requestedByes = o.players
      .filter((p) => p.byesRequested.includes(round))
      .map((p) => ({ playerId: p.id, points: 0.5 as const }));
    const options: RoundOptions = {
      ratingLimits: { ...DEFAULT_RATING_LIMITS },
      firstBoardWhite: true,
      seed: 0,
      withdrawn: [],
      lateEntries: [],
    };
    const pairing: RoundPairing = pairRound(state, {
      ratingLimits: options.ratingLimits,
      firstBoardWhite: options.firstBoardWhite,
      seed: options.seed,
      requestedByes,
    });
    const last = round === o.played;
    const player = (id: number) => state.players.find((p) => p.id === id)!;
    const results = new Map(
      pairing.boards.map((b) => [
        b.board,
        !last || b.board === pairing.boards.length
          ? demoResult(round, b.board, player(b.white), player(b.black))
          : null,
      ]),
    );

    const publishedAt = new Date(started + (round - 1) * 75 * 60_000);
    const [row] = await db
      .insert(tournamentRounds)
      .values({
        tournamentId: o.tournamentId,
        section: o.section,
        round,
        status: 'published',
        options: { ...options, withdrawn: pairing.withdrawn },
        createdAt: new Date(publishedAt.getTime() - 5 * 60_000),
        publishedAt,
      })
      .returning({ id: tournamentRounds.id });
    const roundId = row!.id;
    // The rows the director's pairing would store (director.state.ts), with the seed's results.
    const seats = seatsOf(pairing);
    if (seats.boards.length > 0) {
      await db
        .insert(tournamentBoards)
        .values(seats.boards.map((b) => ({ ...b, roundId, result: results.get(b.board) ?? null })));
    }
    const byes = seats.byes.map((bye) => ({ ...bye, roundId }));
    if (byes.length > 0) await db.insert(tournamentRoundByes).values(byes);

    if (!last) {
      const all = Object.fromEntries([...results].map(([board, r]) => [board, r!]));
      state = recordRound(state, pairing, all);
    }
  }
}
