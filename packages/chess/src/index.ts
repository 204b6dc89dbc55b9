export * from './pgn/game.js';
export * from './pgn/parser.js';
export * from './pgn/writer.js';
export * from './fen.js';
export * from './replay.js';
export * from './answers.js';
export * from './puzzles.js';
export * from './live-game.js';
