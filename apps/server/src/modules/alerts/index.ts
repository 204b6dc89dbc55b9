/** The alerts module's public surface: the only file other code imports from it. */
export { default as alertsRoutes } from './alerts.routes.js';
