/** The locations module's public surface: the only file other code imports from it. */
export { default as locationsRoutes } from './locations.routes.js';
