/** What the hold rules let a caller take (docs/decisions/0046): held places, the waiting list. */
import { ENTRY_MESSAGES, visitorPayLaterShare, type Roles } from '@kingside/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import type { HeldEvent } from '../payments/index.js';
import { registrationRepository } from './registration.repository.js';
import type { TournamentRow } from './tournaments.repository.js';
import { tournamentStartsAt } from './waiting-list.js';

/** Who registers: the signed-in account, or null for a visitor. */
export type Caller = { id: number; roles: Roles } | null;

/** The tournament as the hold rules see it, for `players` places (docs/decisions/0046). */
export const heldEvent = (ctx: AppContext, t: TournamentRow, players: number): HeldEvent => ({
  id: t.id,
  name: t.name,
  capacity: t.capacity,
  startsAt: tournamentStartsAt(ctx, t),
  seats: players,
});

/**
 * Why this caller may not put `players` more on the waiting list, or null. A place that opens is
 * offered to the list and held for its entry (an unpaid hold, docs/decisions/0046), so with a
 * place limit the list takes only signed-in accounts, each at most its share of the places as
 * for Zelle. Without a limit no offers are made and anyone may join.
 */
export async function waitingListRefusal(
  ctx: AppContext,
  db: DbOrTx,
  t: TournamentRow,
  caller: Caller,
  players: number,
): Promise<{ code: string; message: string } | null> {
  if (t.capacity === null) return null;
  if (!caller) {
    return { code: 'WAITING_LIST_NEEDS_ACCOUNT', message: ENTRY_MESSAGES.waitingListNeedsAccount };
  }
  const { zelleHoldHours, payLater } = ctx.config.payments;
  const max = visitorPayLaterShare(t.capacity, { holdHours: zelleHoldHours, ...payLater });
  if ((await registrationRepository(db).waitingOf(t.id, caller.id)) + players > max) {
    return { code: 'WAITING_LIST_SHARE', message: ENTRY_MESSAGES.waitingListVisitorShare(max) };
  }
  return null;
}
