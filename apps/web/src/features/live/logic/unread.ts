import type { ChatMessage } from '@kingside/shared';

/**
 * Chat messages that arrived while their conversation was closed, counted per partner (by user
 * id) until the user opens it. Pure: the lobby keeps the counts in state and runs these on each
 * event; a partner with nothing unread has no entry.
 */
export type UnreadCounts = ReadonlyMap<number, number>;

export const NO_UNREAD: UnreadCounts = new Map();

/**
 * `message` arrived while the conversation with `openId` (null: none) was open: counted for its
 * sender unless it is the user's own (sent from another tab) or its conversation is the open one.
 */
export function countArrival(
  unread: UnreadCounts,
  message: Pick<ChatMessage, 'from'>,
  myId: number,
  openId: number | null,
): UnreadCounts {
  if (message.from === myId || message.from === openId) return unread;
  return new Map(unread).set(message.from, (unread.get(message.from) ?? 0) + 1);
}

/** The conversation with `partnerId` was opened: nothing of theirs is unread any more. */
export function markRead(unread: UnreadCounts, partnerId: number): UnreadCounts {
  if (!unread.has(partnerId)) return unread;
  const next = new Map(unread);
  next.delete(partnerId);
  return next;
}
