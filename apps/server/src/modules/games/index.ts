/** The games module's public surface: the only file other code imports from it. */
export { default as gamesRoutes } from './games.routes.js';
