/** Tournaments' part of a family cart (docs/decisions/0054). */
import {
  ENTRY_MESSAGES,
  entrySections,
  getsClubMemberDiscount,
  placesLeft,
  registrationOpen,
  tournamentPaymentMethods,
  type FamilyCartCatalog,
} from '@kingside/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { badRequest, conflict } from '../../lib/errors.js';
import type { CartPart } from '../payments/index.js';
import { heldEvent } from './registration.holds.js';
import { FEE_LABELS, isSoldOut, priceEntry, rulesOf } from './registration.pricing.js';
import { registrationRepository } from './registration.repository.js';
import type { TournamentRow } from './tournaments.repository.js';

export type TournamentCartItem = { tournamentId: number; section: string; schedule: string | null };

/** Tournaments a family cart offers at most. */
const CATALOG_MAX = 50;

const fieldError = (status: 400 | 409, code: string, index: number, field: string, msg: string) =>
  (status === 400 ? badRequest : conflict)(code, msg, { [`items.${index}.${field}`]: [msg] });

/**
 * A line is one child's entry at the fee `entryFee` computes for today (the parent's club-member
 * discount, no play-up). Each tournament is locked in id order and checked as the tournament's own
 * cart checks it: open, the section and schedule, the child not entered already, the payment
 * method offered, and a place for each of the cart's children.
 */
export function tournamentCartPart(ctx: AppContext): CartPart<TournamentCartItem> {
  return {
    kind: 'tournament',
    async prepare(tx, items, buyer, today) {
      const repo = registrationRepository(tx);
      const ids = [...new Set(items.map((i) => i.item.tournamentId))].sort((a, b) => a - b);
      const clubMember = getsClubMemberDiscount(buyer.roles);
      const tournaments = new Map<number, TournamentRow>();
      for (const id of ids) {
        const mine = items.filter((i) => i.item.tournamentId === id);
        const first = mine[0]!.index;
        const t = await repo.lockTournament(id);
        if (!t || !registrationOpen(today, t.tournamentDate)) {
          throw fieldError(
            409,
            'REGISTRATION_CLOSED',
            first,
            'tournamentId',
            ENTRY_MESSAGES.closed,
          );
        }
        const sections = entrySections(rulesOf(t));
        for (const { item, index } of mine) {
          if (!sections.includes(item.section)) {
            throw fieldError(
              400,
              'VALIDATION_ERROR',
              index,
              'section',
              ENTRY_MESSAGES.unknownSection,
            );
          }
          if (t.schedules.length > 0 && !(item.schedule && t.schedules.includes(item.schedule))) {
            throw fieldError(
              400,
              'VALIDATION_ERROR',
              index,
              'schedule',
              ENTRY_MESSAGES.unknownSchedule,
            );
          }
        }
        const entered = await repo.enteredChildIds(
          id,
          mine.map((i) => i.child.id),
        );
        const uscf = await repo.enteredUscfIds(
          id,
          mine.map((i) => i.child.uscfId).filter((u): u is string => u !== null),
        );
        for (const { child, index } of mine) {
          if (entered.has(child.id) || (child.uscfId && uscf.has(child.uscfId))) {
            throw fieldError(
              409,
              'ALREADY_ENTERED',
              index,
              'childId',
              ENTRY_MESSAGES.alreadyEntered,
            );
          }
        }
        const offered: string[] = tournamentPaymentMethods({
          soldout: false,
          fideRated: t.fideRated,
        });
        if (!offered.includes(buyer.paymentMethod)) {
          throw badRequest('PAYMENT_METHOD_NOT_OFFERED', ENTRY_MESSAGES.methodNotOffered, {
            paymentMethod: [ENTRY_MESSAGES.methodNotOffered],
          });
        }
        const left = placesLeft(t.capacity, await repo.placesTaken(t.id));
        if (isSoldOut(t, left)) {
          throw fieldError(
            409,
            'TOURNAMENT_SOLD_OUT',
            first,
            'tournamentId',
            ENTRY_MESSAGES.soldOut,
          );
        }
        if (left !== null && mine.length > left) {
          throw fieldError(
            409,
            'PLACES_LEFT',
            first,
            'tournamentId',
            ENTRY_MESSAGES.placesLeft(left),
          );
        }
        tournaments.set(id, t);
      }
      const priced = items.map(({ item, child }) => {
        const t = tournaments.get(item.tournamentId)!;
        const fee = priceEntry(
          t,
          { section: item.section, playup: false },
          today,
          clubMember,
          null,
        );
        return { t, item, child, fee };
      });
      return {
        lines: priced.map(({ t, item, child, fee }) => ({
          kind: 'tournament' as const,
          childName: child.name,
          description: `${t.name}: ${child.name}, ${item.section}, ${FEE_LABELS[fee.kind]}`,
          amountCents: fee.totalCents,
        })),
        events: ids.map((id) => ({
          ...heldEvent(
            ctx,
            tournaments.get(id)!,
            items.filter((i) => i.item.tournamentId === id).length,
          ),
          kind: 'tournament' as const,
        })),
        async write(db: DbOrTx, order, amounts) {
          await registrationRepository(db).insertEntries(
            priced.map(({ t, item, child }, i) => ({
              tournamentId: t.id,
              name: child.name,
              email: buyer.email,
              phone: buyer.phone,
              chessDotComId: child.chessDotComId,
              uscfId: child.uscfId,
              fideId: null,
              rating: child.rating,
              fideRating: null,
              expiryDate: null,
              playup: false,
              schedule: item.schedule,
              byesRequested: [],
              section: item.section,
              schoolName: child.school,
              teamName: null,
              clubMember,
              checkoutKey: buyer.idempotencyKey,
              userId: buyer.userId,
              childId: child.id,
              entryFeeCents: amounts[i]!,
              couponCode: null,
              couponDiscountCents: 0,
              paymentMethod: buyer.paymentMethod,
              orderId: order.id,
            })),
          );
        },
      };
    },
  };
}

/** Tournaments a family cart can enter now: open for registration and not sold out. */
export async function tournamentCatalog(
  db: DbOrTx,
  today: string,
): Promise<FamilyCartCatalog['tournaments']> {
  const repo = registrationRepository(db);
  const candidates = await repo.openTournaments(today, CATALOG_MAX);
  const taken = await repo.placesTakenIn(candidates.map((t) => t.id));
  const open: FamilyCartCatalog['tournaments'] = [];
  for (const t of candidates) {
    const left = placesLeft(t.capacity, taken.get(t.id) ?? 0);
    if (isSoldOut(t, left)) continue;
    open.push({
      id: t.id,
      name: t.name,
      date: t.tournamentDate,
      sections: entrySections(rulesOf(t)),
      schedules: t.schedules,
      placesLeft: left,
    });
  }
  return open;
}
