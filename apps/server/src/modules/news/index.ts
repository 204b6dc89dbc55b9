/** The news module's public surface: the only file other code imports from it. */
export { default as newsRoutes } from './news.routes.js';
