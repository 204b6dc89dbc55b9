/** The openings module's public surface: the only file other code imports from it. */
export { default as openingsRoutes } from './openings.routes.js';
