/** The puzzles module's public surface: the only file other code imports from it. */
export { importCommand } from './puzzles.command.js';
export {
  importPuzzleFile,
  PUZZLE_SAMPLE_FILE,
  seedDemoPuzzles,
  type ImportOutcome,
} from './puzzles.service.js';
export { puzzlesRepository } from './puzzles.repository.js';
export { puzzleProgress, puzzlesSolvedIn } from './puzzles.dashboard.js';
export { addOwnPuzzles, ownPuzzleId, ownPuzzlesWaiting, type OwnPuzzle } from './puzzles.own.js';
