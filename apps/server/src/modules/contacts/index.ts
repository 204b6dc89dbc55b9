/** The contacts module's public surface: the only file other code imports from it. */
export { default as contactsRoutes } from './contacts.routes.js';
