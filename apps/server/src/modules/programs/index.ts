/** The programs module's public surface: the only file other code imports from it. */
export { default as programsRoutes } from './programs.routes.js';
