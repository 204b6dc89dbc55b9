import type { Side } from '@kingside/chess';
import type { LiveGameView, LiveServerEvents } from '@kingside/shared';

/** A refusal answered to the socket (or REST caller) as { ok: false, code, message }. */
export class LiveRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Where the service sends events: socket.io rooms, across every process with the Redis adapter.
 * `user:{id}` holds every tab of a member, `members` every connected member.
 */
export type LivePublisher = {
  toUsers<E extends keyof LiveServerEvents>(
    userIds: number[],
    event: E,
    ...args: Parameters<LiveServerEvents[E]>
  ): void;
  /** As toUsers, but not to the socket `origin`, whose acknowledgement carries the same data. */
  toUsersExcept<E extends keyof LiveServerEvents>(
    origin: string | null,
    userIds: number[],
    event: E,
    ...args: Parameters<LiveServerEvents[E]>
  ): void;
  toMembers<E extends keyof LiveServerEvents>(
    event: E,
    exceptUserId: number | null,
    ...args: Parameters<LiveServerEvents[E]>
  ): void;
  /**
   * The game's state to its room: each player's tabs get their side, watchers none; not to the
   * socket `origin` whose action it answers (its acknowledgement carries the view).
   */
  gameState(
    view: (side: Side | null) => LiveGameView,
    players: [number, number],
    gameId: string,
    origin: string | null,
  ): void;
  presenceChanged(): void;
};
