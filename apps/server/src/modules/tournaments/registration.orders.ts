/** The `tournament` kind of order: what paying, releasing and retaking one does to its entries. */
import { ENTRY_MESSAGES, placesLeft } from '@kingside/shared';
import { conflict } from '../../lib/errors.js';
import { enqueueJob } from '../jobs/index.js';
import type { OrderKindHooks } from '../payments/index.js';
import type { EntryLine } from './registration.pricing.js';
import { registrationRepository } from './registration.repository.js';

/**
 * The `tournament` kind of order (docs/decisions/0021, 0037): a line is one entry at the fee
 * `entryFee` computed. Paying an order puts its entries in the main list, paid (an offer's entry
 * leaves the waiting list); releasing it makes them stop counting and offers the freed places to
 * the waiting list by a job queued in payments' transaction; an order that lost its hold takes its
 * places again only while they are free.
 */
export function tournamentOrderKind(): OrderKindHooks<EntryLine> {
  return {
    kind: 'tournament',
    priceLine: (l) => [
      {
        description: `${l.tournamentName}: ${l.name}, ${l.section}, ${l.feeLabel}`,
        amountCents: l.amountCents,
      },
    ],
    onPaid: (tx, order) => registrationRepository(tx).markOrderPaid(order.id, order.paymentMethod),
    async onReleased(tx, order) {
      const repo = registrationRepository(tx);
      // The tournament locks make the offers below wait until this release has committed.
      const ids = await repo.tournamentsOfOrder(order.id);
      for (const id of ids) await repo.lockTournament(id);
      await repo.markOrderReleased(order.id);
      // Hooks run inside payments' transaction: the offers (and their mails) are made by a job
      // that exists once it commits (docs/decisions/0052), behind the tournament lock taken above.
      for (const id of ids) {
        await enqueueJob(
          tx,
          'tournaments.offer-freed-places',
          { tournamentId: id },
          {
            key: `${order.id}:${id}`,
          },
        );
      }
    },
    async onRetake(tx, order) {
      const repo = registrationRepository(tx);
      const entries = await repo.entriesOfOrder(order.id);
      if (entries.length === 0) throw conflict('ORDER_NOT_PAYABLE', ENTRY_MESSAGES.offerExpired);
      const now = new Date();
      for (const id of await repo.tournamentsOfOrder(order.id)) {
        const t = await repo.lockTournament(id);
        const mine = entries.filter((e) => e.tournamentId === id && e.withdrawnAt === null);
        // An offer still running holds its own place; every other entry needs a free one.
        const needing = mine.filter(
          (e) => !(e.waitingList && e.offerExpiresAt !== null && e.offerExpiresAt > now),
        );
        const left = placesLeft(t?.capacity ?? null, await repo.placesTaken(id));
        if (!t || (left !== null && left < needing.length)) {
          throw conflict('TOURNAMENT_SOLD_OUT', ENTRY_MESSAGES.placesLeft(left ?? 0));
        }
        for (const e of needing) if (e.waitingList) await repo.moveToMainList(e.id);
      }
      await repo.reactivateOrder(order.id);
    },
    heldSeats: (tx, orderIds) => registrationRepository(tx).seatsOfOrders(orderIds),
  };
}
