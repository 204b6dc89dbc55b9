/** The mygames module's public surface: the only file other code imports from it. */
export { default as myGamesRoutes } from './mygames.routes.js';
export { fileLiveGame } from './mygames.repository.js';
