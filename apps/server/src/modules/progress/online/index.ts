/** The chess.com and Lichess adapters' public surface (issue 18): the only file other code imports. */
export {
  createOnlineStats,
  warnAboutEmbeddedOnline,
  type OnlineFigures,
  type OnlineGame,
  type OnlineMonth,
  type OnlineStats,
} from './online.service.js';
export { OnlineUnavailableError } from './online.site.js';
