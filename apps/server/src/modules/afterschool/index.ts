/** The after-school module's public surface: the only file other code imports from it. */
export {
  afterschoolCartPart,
  afterschoolCatalog,
  type AfterschoolCartItem,
} from './afterschool.cart.js';
