import type { OrderKind, PaymentMethod, Roles } from '@kingside/shared';
import type { DbOrTx } from '../../db/client.js';
import type { OrderItem, OrderKindHooks } from './order-kinds.js';
import type { HeldEvent } from './order-ledger.js';
import type { OrderRow } from './payments.repository.js';

/**
 * What a selling module gives the family cart (docs/decisions/0054): its part of a cart, checked
 * and priced with its events locked, and the rows it writes once the order exists. Payments and
 * the cart never write a module's tables; the module's order-kind hooks then pay, release and
 * retake those rows as they do for the module's own orders.
 */

/** Who pays a family cart: the signed-in parent. */
export type CartBuyer = {
  userId: number;
  roles: Roles;
  name: string;
  email: string;
  phone: string;
  paymentMethod: PaymentMethod;
  /** The cart's checkout key. */
  idempotencyKey: string;
};

/** The child a cart line is for, as the family's record has them. */
export type CartChild = {
  id: number;
  name: string;
  grade: string | null;
  school: string | null;
  uscfId: string | null;
  rating: number;
  chessDotComId: string | null;
};

/** One line of a cart part, before the coupon. */
export type CartPartLine = {
  kind: OrderKind;
  childName: string;
  description: string;
  amountCents: number;
};

/** A module's part of a cart, checked and priced inside the checkout's transaction. */
export type PreparedCartPart = {
  /** One line per item, in the items' order. */
  lines: CartPartLine[];
  /** The events whose places the items take, for the hold rules. */
  events: HeldEvent[];
  /** Writes the module's rows for the order, line i at `amounts[i]` (after the coupon). */
  write(tx: DbOrTx, order: OrderRow, amounts: number[]): Promise<void>;
};

/** An item of a module's part, with its child and its index in the whole cart (for field errors). */
export type CartPartItem<Item> = { item: Item; child: CartChild; index: number };

export type CartPart<Item> = {
  kind: OrderKind;
  /**
   * Locks what limits the items' places (in id order), checks them (open, places left, the
   * payment method, not entered already) and prices them for `today`; throws 400 or 409 with
   * `items.N.field` errors otherwise. A quote runs it too, in a transaction it rolls back.
   */
  prepare(
    tx: DbOrTx,
    items: CartPartItem<Item>[],
    buyer: CartBuyer,
    today: string,
  ): Promise<PreparedCartPart>;
};

/**
 * The `family` order kind: its lines are priced by the cart (each names its kind), and paying,
 * releasing and retaking it run the hooks of the kinds its lines name (OrderKinds).
 */
export const familyOrderKind: OrderKindHooks<OrderItem> = {
  kind: 'family',
  priceLine: (item) => [item],
  onPaid: async () => {},
  onReleased: async () => {},
  onRetake: async () => {},
  heldSeats: async () => [],
};
