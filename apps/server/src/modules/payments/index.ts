/**
 * The payments module's public surface: the only file other code imports from it. Camp and
 * after-school make their orders through it and hand it a SeatKeeper each (docs/decisions/0015).
 */
export { assertGatewaysAllowed } from './gateways/index.js';
export { orderHoldsSeats, type OrderRow } from './payments.repository.js';
export { default as paymentsPlugin } from './payments.plugin.js';
export { default as paymentsRoutes } from './payments.routes.js';
export {
  checkHoldLimit,
  createOrder,
  findRepeat,
  holdEnd,
  holderKeyOf,
  presentOrder,
  sendConfirmation,
  type SeatKeeper,
} from './payments.service.js';
