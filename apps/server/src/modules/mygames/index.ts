/** The mygames module's public surface: the only file other code imports from it. */
export { fileLiveGame, fileOnlineGames } from './mygames.service.js';
export { blundersPerGame, mistakesIn } from './mygames.mistakes.js';
