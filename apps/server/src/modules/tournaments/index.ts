/** The tournaments module's public surface: the only file other code imports from it. */
export { default as tournamentsRoutes } from './tournaments.routes.js';
export { default as registrationRoutes } from './registration.routes.js';
export { default as entriesRoutes } from './entries.routes.js';
/** A coupon by its code (any case), for the other carts that take coupons (camp). */
export { findCoupon } from './coupons.repository.js';
