/** The admin module's public surface: the only file other code imports from it. */
export { default as adminRoutes } from './admin.routes.js';
