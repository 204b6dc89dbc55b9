/** The outbox module's public surface: the only file other code imports from it. */
export { default as outboxRoutes } from './outbox.routes.js';
