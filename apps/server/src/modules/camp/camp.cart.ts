/** Camp's part of a family cart (docs/decisions/0054). */
import { campPriceOn, type FamilyCartCatalog } from '@kingside/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import type { CartPart } from '../payments/index.js';
import { campRepository } from './camp.repository.js';
import { checkSeats, eventLabel, heldEvent, lockWeeks } from './camp.service.js';

export type CampCartItem = { eventId: number };

/**
 * A line is one child in one week and slot, priced on `today` (early bird by date). The weeks are
 * locked in id order and checked for a seat for each child of the cart, as the camp cart does.
 */
export function campCartPart(ctx: AppContext): CartPart<CampCartItem> {
  return {
    kind: 'camp',
    async prepare(tx, items, buyer, today) {
      const wanted = new Map<number, number>();
      for (const { item } of items) wanted.set(item.eventId, (wanted.get(item.eventId) ?? 0) + 1);
      const events = await lockWeeks(tx, [...wanted.keys()]);
      await checkSeats(tx, events, wanted, today);
      const lines = items.map(({ item, child }) => {
        const event = events.get(item.eventId)!;
        return {
          kind: 'camp' as const,
          childName: child.name,
          description: `${eventLabel(event)} (${child.name})`,
          amountCents: campPriceOn(event, today).priceCents,
        };
      });
      return {
        lines,
        events: [...wanted].map(([id, seats]) => ({
          ...heldEvent(ctx, events.get(id)!, seats),
          kind: 'camp' as const,
        })),
        write: async (db: DbOrTx, order, amounts) => {
          await campRepository(db).insertRegistrations(
            items.map(({ item, child }, i) => {
              const event = events.get(item.eventId)!;
              return {
                studentName: child.name,
                parentName: buyer.name,
                email: buyer.email,
                phoneNumber: buyer.phone,
                eventId: event.id,
                eventName: event.eventName,
                eventSlot: event.eventSlot,
                eventPriceCents: amounts[i]!,
                eventUnit: event.eventUnit,
                paid: false,
                paymentMethod: buyer.paymentMethod,
                orderId: order.id,
                childId: child.id,
              };
            }),
          );
        },
      };
    },
  };
}

/** The weeks and slots a family cart can book now, with today's price and the seats left. */
export async function campCatalog(db: DbOrTx, today: string): Promise<FamilyCartCatalog['camp']> {
  const repo = campRepository(db);
  const events = await repo.bookableEvents(today);
  const taken = await repo.seatsTaken(events.map((e) => e.id));
  return events.map((e) => ({
    id: e.id,
    label: eventLabel(e),
    startDate: e.startDate,
    endDate: e.endDate,
    priceCents: campPriceOn(e, today).priceCents,
    seatsLeft: Math.max(0, e.capacity - (taken.get(e.id) ?? 0)),
  }));
}
