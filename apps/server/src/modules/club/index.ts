/** The club module's public surface: the only file other code imports from it. */
export { default as clubRoutes } from './club.routes.js';
