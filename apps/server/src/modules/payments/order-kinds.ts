import type { OrderKind } from '@kingside/shared';
import type { DbOrTx } from '../../db/client.js';
import type { OrderRow } from './payments.repository.js';

/**
 * One priced line of an order, as it is stored on the order and shown on the receipt. A family
 * order's lines name the kind whose rows they made (docs/decisions/0054).
 */
export type OrderItem = { description: string; amountCents: number; kind?: OrderKind };

/**
 * Seats an order holds in one event of its kind (a camp week and slot, a program, a tournament;
 * `eventId` is the kind's own id), for the hold limits.
 */
export type HeldSeats = { orderId: number; eventId: number; seats: number };

/**
 * What a module that sells something registers with payments (docs/decisions/0021): how to price
 * what it sells, and what becomes of its own rows (registrations, entries) when an order is paid,
 * released or held again. Payments owns the `orders` table and calls these hooks inside the same
 * transaction as the order's change; it never writes another module's tables.
 */
export type OrderKindHooks<Line> = {
  kind: OrderKind;
  /**
   * Its orders wait for their money and are confirmed when made (after-school), so paying one
   * sends only the receipt; otherwise a card or PayPal order is confirmed once paid.
   */
  confirmedWhenMade?: boolean;
  /** Prices one line of a cart from the database's values (never the amounts a browser sends). */
  priceLine(line: Line): OrderItem[];
  /** The order was paid: its rows count, and are marked paid. */
  onPaid(tx: DbOrTx, order: OrderRow): Promise<void>;
  /** The order was declined, released or refunded: its rows stop counting. */
  onReleased(tx: DbOrTx, order: OrderRow): Promise<void>;
  /**
   * An order that lost its hold is about to be paid: take its seats again (lock what limits them
   * and throw a 409 when they are gone), and make its rows count again. The order is locked.
   */
  onRetake(tx: DbOrTx, order: OrderRow): Promise<void>;
  /** Seats the given unpaid orders of this kind hold, by order and event, for the hold limits. */
  heldSeats(tx: DbOrTx, orderIds: number[]): Promise<HeldSeats[]>;
};

/** The kind of an order whose lines are of several kinds (docs/decisions/0054). */
export const FAMILY = 'family' satisfies OrderKind;

/**
 * The registry the payments service calls by an order's kind; a kind with no hooks sells nothing
 * else. A `family` order (docs/decisions/0054) holds rows of several kinds: each hook runs for
 * every kind its lines name, and its seats are the seats every kind's rows hold under its id.
 */
export class OrderKinds {
  private readonly byKind = new Map<OrderKind, OrderKindHooks<never>>();

  add<Line>(hooks: OrderKindHooks<Line>): void {
    if (this.byKind.has(hooks.kind))
      throw new Error(`Order kind ${hooks.kind} is registered twice`);
    this.byKind.set(hooks.kind, hooks as OrderKindHooks<never>);
  }

  /** The hooks an order's change runs: its kind's, or for a family order those its lines name. */
  private hooksOf(order: Pick<OrderRow, 'kind' | 'items'>): OrderKindHooks<never>[] {
    const kinds =
      order.kind === FAMILY
        ? new Set(order.items.map((i) => i.kind).filter((k) => k !== undefined))
        : [order.kind];
    return [...kinds].flatMap((k) => this.byKind.get(k) ?? []);
  }

  confirmedWhenMade(kind: OrderKind): boolean {
    return this.byKind.get(kind)?.confirmedWhenMade ?? false;
  }

  async onPaid(tx: DbOrTx, order: OrderRow): Promise<void> {
    for (const hooks of this.hooksOf(order)) await hooks.onPaid(tx, order);
  }

  async onReleased(tx: DbOrTx, order: OrderRow): Promise<void> {
    for (const hooks of this.hooksOf(order)) await hooks.onReleased(tx, order);
  }

  async onRetake(tx: DbOrTx, order: OrderRow): Promise<void> {
    for (const hooks of this.hooksOf(order)) await hooks.onRetake(tx, order);
  }

  /** Seats held by the given orders, each counted by its kind (a family order's by each kind). */
  async countSeats(tx: DbOrTx, held: { id: number; kind: OrderKind }[]): Promise<number> {
    let seats = 0;
    for (const [kind] of this.byKind) {
      const ids = held.filter((o) => o.kind === kind || o.kind === FAMILY).map((o) => o.id);
      for (const row of await this.heldSeats(tx, kind, ids)) seats += row.seats;
    }
    return seats;
  }

  /** Seats the given orders hold in events of `kind`, by order and event. */
  async heldSeats(tx: DbOrTx, kind: OrderKind, orderIds: number[]): Promise<HeldSeats[]> {
    const hooks = this.byKind.get(kind);
    return hooks && orderIds.length ? hooks.heldSeats(tx, orderIds) : [];
  }
}
