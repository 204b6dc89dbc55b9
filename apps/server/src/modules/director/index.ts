/** The director module's public surface: the only file other code imports from it. */
export { default as directorRoutes } from './director.routes.js';
