/** What every director call starts with: the tournament (locked to change it) and its section. */
import { DIRECTOR_MESSAGES, entrySections, TOURNAMENT_MESSAGES } from '@kingside/shared';
import { badRequest, notFound } from '../../lib/errors.js';
import type { directorRepository } from './director.repository.js';
import type { StoredRound } from './director.state.js';

export type Repo = ReturnType<typeof directorRepository>;
export type TournamentRow = NonNullable<Awaited<ReturnType<Repo['findTournament']>>>;

export const invalid = (field: string, message: string) =>
  badRequest('VALIDATION_ERROR', message, { [field]: [message] });

/** The tournament, locked until the transaction ends when `lock` is set; 404 when there is none. */
export async function loadTournament(repo: Repo, id: number, lock = false): Promise<TournamentRow> {
  const row = lock ? await repo.lockTournament(id) : await repo.findTournament(id);
  if (!row) throw notFound(TOURNAMENT_MESSAGES.idNotFound);
  return row;
}

/** The section as the tournament spells it (any case); 400 naming `section` otherwise. */
export function sectionOf(t: TournamentRow, name: string): string {
  const section = entrySections(t).find((s) => s.toLowerCase() === name.toLowerCase());
  if (!section) throw invalid('section', DIRECTOR_MESSAGES.unknownSection);
  return section;
}

export const isPublished = (s: StoredRound) => s.round.status === 'published';
