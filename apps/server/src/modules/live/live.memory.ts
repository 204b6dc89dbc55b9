import type { LiveGameState } from '@kingside/chess';
import type { ChatSettings } from '@kingside/shared';
import type { AppContext } from '../../context.js';
import { cacheSlot } from '../../lib/app-caches.js';
import type { LiveRepository } from './live.repository.js';
import type { LiveUserRow } from './live.users.repository.js';

/** A game as this process last read or wrote it. */
export type GameRecord = { id: string; version: number; state: LiveGameState };
export type DisplayUser = Pick<LiveUserRow, 'id' | 'username' | 'name' | 'classTime'>;

/**
 * What one application keeps in memory for live play: copies the database can always replace, so
 * a second process needs none of it, and nothing that decides who may do what (roles, disabled
 * accounts and sessions are read fresh for every event). Kept per application context, so two
 * apps in one process (tests) never share it.
 */
type LiveMemory = {
  settings: { at: number; value: ChatSettings } | null;
  /** Names shown in game views and challenges: stale for a few seconds at most, never checked. */
  names: Map<number, { at: number; user: DisplayUser }>;
  /** The games this process plays, as it last wrote them (see `loadGame`). */
  games: Map<string, GameRecord>;
  /** One action at a time per game on this process (see `serialized`). */
  queues: Map<string, Promise<unknown>>;
  /**
   * Pages of the online list by `page:size`, read at most once a second and forgotten at every
   * presence change this process makes (see `onlinePage`): every open lobby reads the list.
   */
  online: Map<string, { at: number; page: Promise<OnlinePage> }>;
};
export type OnlinePage = Awaited<ReturnType<LiveRepository['onlinePage']>>;
const LIVE_MEMORY = cacheSlot<LiveMemory>('live memory');
export function memoryOf(ctx: AppContext): LiveMemory {
  return ctx.caches.get(LIVE_MEMORY, () => ({
    settings: null,
    names: new Map(),
    games: new Map(),
    queues: new Map(),
    online: new Map(),
  }));
}
