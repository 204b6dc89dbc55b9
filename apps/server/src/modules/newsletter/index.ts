/** The newsletter module's public surface: the only file other code imports from it. */
export { default as newsletterRoutes } from './newsletter.routes.js';
