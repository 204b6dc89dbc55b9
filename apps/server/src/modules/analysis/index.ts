/** The analysis module's public surface (docs/decisions/0066): the only file other code imports. */
export { default as analysisPlugin } from './analysis.plugin.js';
export {
  analysisById,
  analysisOfGame,
  gameKeyOf,
  gameMoves,
  queueAnalysis,
  queueAnalysisInSlices,
  type QueuedAnalysis,
} from './analysis.service.js';
export {
  bundledEngineCommand,
  EnginePool,
  UciEngine,
  type EngineCommand,
  type SearchResult,
} from './analysis.engine.js';
export { analyseGame, type GameAnalysis } from './analysis.game.js';
export type { GameAnalysisRow } from './analysis.repository.js';
