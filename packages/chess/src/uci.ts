/**
 * Parsing of the UCI protocol's answers (https://backscattering.de/chess/uci/): the engine's
 * `info` and `bestmove` lines. Pure text in, data out.
 */

/** An evaluation as the engine states it, from the side to move's point of view. */
export type EngineScore =
  /** Centipawns (100 = a pawn). */
  | { kind: 'cp'; value: number }
  /** Moves to mate: positive when the side to move mates, negative when it is mated. */
  | { kind: 'mate'; value: number };

/** One `info` line that carries a principal variation or a score. */
export type EngineInfo = {
  /** Search depth in plies. */
  depth: number;
  /** Which of the best lines this is, from 1 (the best); 1 when MultiPV is off. */
  multipv: number;
  score: EngineScore | null;
  /** Whether the score is only a lower or upper bound (the search has not settled it yet). */
  bound: 'lower' | 'upper' | null;
  /** The line in UCI notation, e.g. ["e2e4", "e7e5", "g1f3"]. */
  pv: string[];
  /** Nodes per second, when given. */
  nps: number | null;
};

/** The engine's answer to `go`: its move, or null when the side to move has none (mate, stalemate). */
export type BestMove = { move: string | null; ponder: string | null };

/** A move in UCI long algebraic notation: e2e4, e7e8q. */
export type UciMove = { from: string; to: string; promotion?: 'q' | 'r' | 'b' | 'n' };

const UCI_MOVE = /^([a-h][1-8])([a-h][1-8])([qrbn])?$/;

const intAfter = (tokens: string[], key: string): number | null => {
  const at = tokens.indexOf(key);
  if (at < 0) return null;
  const value = Number.parseInt(tokens[at + 1] ?? '', 10);
  return Number.isFinite(value) ? value : null;
};

/**
 * Reads an `info` line with a depth and a score or a line (`info depth 12 multipv 2 score cp -31
 * … pv e7e5 g1f3`); null for other lines (`info string …`, `info currmove …`).
 */
export function parseInfo(line: string): EngineInfo | null {
  const tokens = line.trim().split(/\s+/);
  if (tokens[0] !== 'info' || tokens.includes('string')) return null;
  const depth = intAfter(tokens, 'depth');
  if (depth === null) return null;

  let score: EngineScore | null = null;
  const scoreAt = tokens.indexOf('score');
  if (scoreAt >= 0) {
    const kind = tokens[scoreAt + 1];
    const value = Number.parseInt(tokens[scoreAt + 2] ?? '', 10);
    if ((kind === 'cp' || kind === 'mate') && Number.isFinite(value)) score = { kind, value };
  }
  const pvAt = tokens.indexOf('pv');
  const pv = pvAt >= 0 ? tokens.slice(pvAt + 1).filter((t) => UCI_MOVE.test(t)) : [];
  if (!score && pv.length === 0) return null;

  return {
    depth,
    multipv: intAfter(tokens, 'multipv') ?? 1,
    score,
    bound: tokens.includes('lowerbound') ? 'lower' : tokens.includes('upperbound') ? 'upper' : null,
    pv,
    nps: intAfter(tokens, 'nps'),
  };
}

/** Reads `bestmove e2e4 ponder e7e5` (or `bestmove (none)`); null for any other line. */
export function parseBestMove(line: string): BestMove | null {
  const tokens = line.trim().split(/\s+/);
  if (tokens[0] !== 'bestmove') return null;
  const move = tokens[1] && UCI_MOVE.test(tokens[1]) ? tokens[1] : null;
  const ponderAt = tokens.indexOf('ponder');
  const ponder =
    ponderAt >= 0 && UCI_MOVE.test(tokens[ponderAt + 1] ?? '') ? tokens[ponderAt + 1]! : null;
  return { move, ponder };
}

/** Splits e7e8q into its squares and promotion piece; null when it is not a UCI move. */
export function parseUciMove(text: string): UciMove | null {
  const match = UCI_MOVE.exec(text);
  if (!match) return null;
  const [, from, to, promotion] = match;
  return {
    from: from!,
    to: to!,
    ...(promotion ? { promotion: promotion as UciMove['promotion'] } : {}),
  };
}

/** The UCI text of a move given by squares: e2e4, e7e8q. */
export const toUci = (move: UciMove): string => `${move.from}${move.to}${move.promotion ?? ''}`;
