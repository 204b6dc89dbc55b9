import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, testConfig, type TestApp } from '../../test/helpers.js';
import { DECLINE_ZIP, tokenizeCard } from '../../test/payments.js';
import type { OrderKindHooks } from './order-kinds.js';
import type { OrderDesk } from './order-ledger.js';
import { payNowHoldEnd } from './orders.js';

/**
 * A module that sells (tournaments will) registers its kind of order with hooks; payments prices
 * its lines through them and calls them when an order is paid, released or held again, and never
 * touches the module's own tables (docs/decisions/0021).
 */
type Entry = { name: string; feeCents: number };

let t: TestApp;
let desk: OrderDesk<Entry>;
const seatsOf = new Map<number, number>();
const hooks = {
  kind: 'payment',
  priceLine: (e: Entry) => [{ description: `Entry: ${e.name}`, amountCents: e.feeCents }],
  onPaid: vi.fn(async () => {}),
  onReleased: vi.fn(async () => {}),
  onRetake: vi.fn(async () => {}),
  heldSeats: vi.fn(async (_tx: unknown, ids: number[]) =>
    ids.map((orderId) => ({ orderId, eventId: 1, seats: seatsOf.get(orderId) ?? 0 })),
  ),
} satisfies OrderKindHooks<Entry>;

beforeAll(async () => {
  t = await buildTestApp({
    payments: { ...testConfig().payments, maxHeldSeatsPerVisitor: 10 },
  });
  desk = t.app.payments.registerOrderKind(hooks);
});
afterAll(async () => {
  await t.app.close();
});

async function order(entries: Entry[], holderKey = `user:${crypto.randomUUID()}`) {
  const { order } = await t.ctx.database.db.transaction((tx) =>
    desk.create(tx, {
      idempotencyKey: crypto.randomUUID(),
      cart: entries,
      paymentMethod: 'creditCard',
      description: 'Tournament entries',
      lines: entries,
      payerName: 'Grace Pawn',
      payerEmail: 'grace@example.com',
      status: 'pending',
      holdUntil: payNowHoldEnd(15),
      holderKey,
    }),
  );
  seatsOf.set(order.id, entries.length);
  return order;
}

const charge = async (orderRef: string, zip = '75024') =>
  t.app.inject({
    method: 'POST',
    url: '/api/authorizenet/charge',
    payload: {
      idempotencyKey: crypto.randomUUID(),
      orderRef,
      description: 'Entries',
      opaqueData: await tokenizeCard(t.app, t.ctx),
      billToFirstName: 'Grace',
      billToLastName: 'Pawn',
      billToZip: zip,
      billToCountry: 'US',
    },
  });

describe('order kinds', () => {
  it("prices an order from its kind's lines", async () => {
    const o = await order([
      { name: 'Open section', feeCents: 2500 },
      { name: 'Blitz side event', feeCents: 1500 },
    ]);
    expect(o.kind).toBe('payment');
    expect(o.amountCents).toBe(4000);
    expect(o.items).toEqual([
      { description: 'Entry: Open section', amountCents: 2500 },
      { description: 'Entry: Blitz side event', amountCents: 1500 },
    ]);
  });

  it('calls the kind when a charge is declined, when the seats are taken again, and when paid', async () => {
    const o = await order([{ name: 'Open section', feeCents: 2500 }]);
    const declined = await charge(o.ref, DECLINE_ZIP);
    expect(declined.statusCode).toBe(402);
    expect(hooks.onReleased).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ id: o.id, status: 'failed' }),
    );

    const paid = await charge(o.ref);
    expect(paid.statusCode).toBe(200);
    expect(hooks.onRetake).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ id: o.id }),
    );
    expect(hooks.onPaid).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ id: o.id, status: 'paid', amountCents: 2500 }),
    );
  });

  it('refuses the hold when the seats the kind counts would pass the per-visitor limit', async () => {
    const holder = `user:${crypto.randomUUID()}`;
    const max = t.ctx.config.payments.maxHeldSeatsPerVisitor;
    await order(
      Array.from({ length: max - 1 }, (_, i) => ({ name: `Board ${i}`, feeCents: 100 })),
      holder,
    );
    const db = t.ctx.database.db;
    const hold = (seats: number) =>
      db.transaction((tx) =>
        desk.hold(tx, {
          holderKey: holder,
          payLater: false,
          events: [{ id: 2, name: 'Open', capacity: null, startsAt: null, seats }],
        }),
      );
    await expect(hold(1)).resolves.toBeInstanceOf(Date);
    await expect(hold(2)).rejects.toMatchObject({ statusCode: 409, code: 'TOO_MANY_HELD_SEATS' });
  });

  it('takes one set of hooks per kind', () => {
    expect(() => t.app.payments.registerOrderKind(hooks)).toThrow(/registered twice/);
  });
});
