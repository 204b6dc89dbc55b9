export * from './pgn/pgn.js';
export * from './fen.js';
export * from './replay.js';
