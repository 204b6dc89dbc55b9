import { chessLib } from '@/chess/logic/chess-lib';
import { createGame, START_FEN, toPlayedMove, type GameState } from '@/chess/logic/game';

/**
 * Mainline PGN: the moves of a game as one line, with its headers. Comments and variations in
 * an imported PGN are dropped (chess.js keeps only the main line).
 */

/**
 * PGN of the moves played so far (the redo list is not part of the game), with `headers`; empty
 * while chess.js is still loading (no move can have been played yet).
 */
export function pgnFromHistory(state: GameState, headers: Record<string, string> = {}): string {
  const chessJs = chessLib();
  if (!chessJs) return '';
  const chess = new chessJs.Chess(state.startFen);
  for (const [key, value] of Object.entries(headers)) chess.setHeader(key, value);
  for (const move of state.history) chess.move(move.san);
  return chess.pgn();
}

export type PgnResult =
  { ok: true; state: GameState; headers: Record<string, string> } | { ok: false; error: string };

/** Reads a PGN's headers and main line into a game whose history is every move, at the end. */
export function loadPgnMainline(pgn: string): PgnResult {
  const chessJs = chessLib();
  if (!chessJs) return { ok: false, error: 'The board is still loading; try again.' };
  const chess = new chessJs.Chess();
  try {
    chess.loadPgn(pgn);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const headers = chess.getHeaders();
  const moves = chess.history({ verbose: true });
  const startFen = moves[0]?.before ?? (headers.FEN || START_FEN);
  return {
    ok: true,
    headers,
    state: { ...createGame(startFen), fen: chess.fen(), history: moves.map(toPlayedMove) },
  };
}
