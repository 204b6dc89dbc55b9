/**
 * The payments module's public surface: the only file other code imports from it. Modules that
 * sell register an order kind with hooks (`app.payments.registerOrderKind`) and make their orders
 * through the desk it answers (docs/decisions/0021).
 */
export { assertGatewaysAllowed } from './gateways/index.js';
export type { OrderItem, OrderKindHooks } from './order-kinds.js';
export type { HeldEvent, OrderDesk } from './order-ledger.js';
export {
  familyOrderKind,
  type CartBuyer,
  type CartChild,
  type CartPart,
  type CartPartItem,
  type CartPartLine,
  type PreparedCartPart,
} from './cart-parts.js';
export { holderKeyOf, presentOrder } from './orders.js';
export { orderHoldsSeats, type OrderRow } from './payments.repository.js';
export { default as paymentsPlugin } from './payments.plugin.js';
