/** The afterschool module's public surface: the only file other code imports from it. */
export { default as afterschoolRoutes } from './afterschool.routes.js';
export { afterschoolSeatKeeper } from './afterschool.service.js';
