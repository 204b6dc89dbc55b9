import type { LiveUser } from '@kingside/shared';
import type { AppContext } from '../../context.js';
import { memoryOf, type DisplayUser } from './live.memory.js';
import { liveRepository } from './live.repository.js';
import type { LiveUserRow } from './live.users.repository.js';

export const presentUser = (
  u: Pick<LiveUserRow, 'id' | 'username' | 'name' | 'classTime'>,
): LiveUser => ({
  id: u.id,
  username: u.username,
  name: u.name,
  classTime: u.classTime,
});

// Names are shown on every game event; they change rarely, so each application keeps them for a
// few seconds. Only for showing: who may chat or play is always read from the database.
const NAMES_CACHE_MS = 10_000;
const NAMES_CACHE_MAX = 10_000;
/** The display names of `ids`, from this application's short-lived copy where it has them. */
export async function namesOf(ctx: AppContext, ids: number[]): Promise<Map<number, DisplayUser>> {
  const names = memoryOf(ctx).names;
  const now = Date.now();
  const found = new Map<number, DisplayUser>();
  const missing: number[] = [];
  for (const id of ids) {
    const hit = names.get(id);
    if (hit && now - hit.at < NAMES_CACHE_MS) found.set(id, hit.user);
    else missing.push(id);
  }
  if (missing.length) {
    const rows = await liveRepository(ctx.database.db).usersByIds(missing);
    if (names.size > NAMES_CACHE_MAX) names.clear();
    for (const [id, row] of rows) {
      const user = presentUser(row);
      names.set(id, { at: now, user });
      found.set(id, user);
    }
  }
  return found;
}

/** Who is shown for an account that is no longer there. */
export const unknownUser = (id: number): LiveUserRow => ({
  id,
  username: 'unknown',
  name: 'Unknown',
  classTime: null,
  roles: [],
});
