/** The tournaments module's public surface: the only file other code imports from it. */

/** The one way a cart tries a coupon code, with the guessing limits (camp's cart too). */
export { tryCoupon } from './coupon-tries.js';
/** The entries that play (the main list as the public sees it), for the director's rounds. */
export { playingEntries, setEntryVerified } from './entries.repository.js';
/** The `.sjson` export, which the director's module serves with the rounds it has run. */
export { exportSwissSys } from './entries.service.js';
export { readSwissSys, type SwissSysSectionRounds } from './swisssys.js';
/** Tournament entries in a family cart (docs/decisions/0054). */
export {
  tournamentCartPart,
  tournamentCatalog,
  type TournamentCartItem,
} from './registration.cart.js';
