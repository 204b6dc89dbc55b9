import { fenProblem, parsePgn, replayGame } from '@kingside/chess';
import { applySan, createGame, redo, undo, type GameState } from '@/chess/logic/game';

/** The longest text the FEN or PGN box takes (a long annotated game fits). */
export const POSITION_INPUT_MAX = 100_000;

export type PositionInput = { ok: true; game: GameState } | { ok: false; error: string };

/** Whether the text looks like a FEN rather than a game (a board of eight ranks, no move numbers). */
const looksLikeFen = (text: string) =>
  /^[^\s]*(\/[^\s]*){7}(\s|$)/.test(text) && !/\d+\./.test(text);

/**
 * A pasted FEN (the position) or PGN (its main line, shown from its first position so it can be
 * stepped through), or a message saying what is wrong with it.
 */
export function readPositionInput(text: string): PositionInput {
  const input = text.trim();
  if (!input) return { ok: false, error: 'Paste a FEN or a PGN first.' };
  if (input.length > POSITION_INPUT_MAX) {
    return {
      ok: false,
      error: `This text is too long (at most ${POSITION_INPUT_MAX} characters).`,
    };
  }
  if (looksLikeFen(input)) {
    const problem = fenProblem(input);
    return problem ? { ok: false, error: problem } : { ok: true, game: createGame(input) };
  }
  let parsed;
  try {
    parsed = parsePgn(input);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, error: `This is not a FEN, and not a PGN that can be read: ${reason}` };
  }
  if (parsed.moves.length === 0 && parsed.headers.length === 0) {
    return { ok: false, error: 'This is neither a FEN nor a PGN with moves.' };
  }
  const replay = replayGame(parsed);
  if (!replay.ok) return { ok: false, error: `This PGN cannot be played: ${replay.error}` };
  // The main line (comments and variations are not shown here), played on the board's game.
  let game = createGame(parsed.startFen);
  for (const san of replay.sans) {
    const played = applySan(game, san);
    if (!played.ok) return { ok: false, error: played.error };
    game = played.state;
  }
  return { ok: true, game: goToPly(game, 0) };
}

/** The game shown after `ply` of its moves (0: the start), the rest kept to step forward through. */
export function goToPly(game: GameState, ply: number): GameState {
  let current = game;
  while (current.history.length > ply && current.history.length > 0) current = undo(current);
  while (current.history.length < ply && current.redo.length > 0) current = redo(current);
  return current;
}
