/** The camp module's public surface: the only file other code imports from it. */
export { campCartPart, campCatalog, type CampCartItem } from './camp.cart.js';
