import type { ReactNode } from 'react';
import Badge from '@mui/material/Badge';

/** "1 unread message", "3 unread messages": what a chat opener's name adds for a screen reader. */
export const unreadText = (count: number) =>
  count === 1 ? '1 unread message' : `${count} unread messages`;

/**
 * The count of messages that arrived while a conversation was closed, on what opens it (the
 * online grid's Chat button, a recent conversation); nothing at 0. The number is for the eye: the
 * opener's accessible name says it with `unreadText`.
 */
export function UnreadBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Badge
      badgeContent={count}
      color="error"
      max={99}
      slotProps={{ badge: { 'aria-hidden': true } }}
    >
      {children}
    </Badge>
  );
}
