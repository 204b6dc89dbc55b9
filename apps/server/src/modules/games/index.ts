/** The games module's public surface: the only file other code imports from it. */
export type { GameRow } from './games.repository.js';
export { insertGame } from './games.service.js';
