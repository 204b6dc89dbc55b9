/** The analytics module's public surface: the only file other code imports from it. */
export { default as analyticsRoutes } from './analytics.routes.js';
