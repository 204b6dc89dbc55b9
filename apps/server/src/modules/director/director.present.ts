/** The director's rounds as the API shows them: players, boards and byes with their reasons. */
import { checkRound, type TournamentState } from '@kingside/pairings';
import type { DirectorBoard, DirectorRound, PairingPlayer } from '@kingside/shared';
import type { Repo } from './director.load.js';
import type { BoardRow } from './director.repository.js';
import { pairingOf, withRoundPlayers, type StoredRound } from './director.state.js';

/** An entry of the main list as the director's queries read it. */
export type EntryRow = Awaited<ReturnType<Repo['entries']>>[number];
/** The main list's entries by id. */
export type Facts = ReadonlyMap<number, EntryRow>;

export const factsOf = (rows: EntryRow[]): Facts => new Map(rows.map((e) => [e.id, e]));

export function playerRef(facts: Facts, id: number): PairingPlayer {
  const e = facts.get(id);
  const rating = e?.rating ?? 0;
  return { id, name: e?.name ?? `#${id}`, rating, unrated: rating <= 0 };
}

export const explanationOf = (
  e: { rule: string; text: string; alternatives: string[] } | null,
) => ({
  rule: e?.rule ?? '',
  text: e?.text ?? '',
  alternatives: e?.alternatives ?? [],
});

export function presentBoard(b: BoardRow, facts: Facts): DirectorBoard {
  return {
    id: b.id,
    board: b.board,
    white: playerRef(facts, b.whiteEntryId),
    black: playerRef(facts, b.blackEntryId),
    result: b.result,
    explanation: explanationOf(b.explanation),
    colour: b.explanation.colour ?? { rule: '', text: '' },
    rematch: b.explanation.rematch ?? false,
    manual: b.manual,
  };
}

export function presentRound(
  stored: StoredRound,
  facts: Facts,
  state: TournamentState | null,
): DirectorRound {
  const { round } = stored;
  const warnings =
    round.status === 'draft' && state
      ? checkRound(withRoundPlayers(state, stored, facts), pairingOf(stored), {
          withdrawn: round.options.withdrawn,
        })
      : [];
  return {
    id: round.id,
    section: round.section,
    round: round.round,
    status: round.status,
    options: round.options,
    createdAt: round.createdAt.toISOString(),
    publishedAt: round.publishedAt?.toISOString() ?? null,
    boards: stored.boards.map((b) => presentBoard(b, facts)),
    byes: stored.byes.map((b) => ({
      player: playerRef(facts, b.entryId),
      kind: b.kind,
      requested: b.requested,
      explanation: b.explanation ? explanationOf(b.explanation) : null,
    })),
    withdrawn: round.options.withdrawn.map((id) => playerRef(facts, id)),
    warnings,
  };
}
