import { Chess, type Square } from 'chess.js';
import {
  gameAccuracy,
  gamePhase,
  judgeMove,
  whiteWinPercent,
  winPercentFor,
  type Evaluation,
  type GamePhase,
  type MateNote,
  type MoveJudgement,
} from '@kingside/shared';
import type { EngineScore } from '@kingside/chess';
import type { SearchLimits, SearchResult } from './analysis.engine.js';

/**
 * One game's analysis (docs/decisions/0066): every position searched at the same node budget,
 * each move judged by the mover's loss of winning chance (rules/analysis.ts), each side's
 * accuracy, and, for a blunder, whether one move was clearly best there (a second search with two
 * lines): such a position can be the player's own puzzle.
 */

/** Searches one position. */
export type Search = (fen: string, limits: SearchLimits) => Promise<SearchResult>;

export type AnalysedMove = {
  /** 1 for White's first move. */
  ply: number;
  white: boolean;
  san: string;
  uci: string;
  /** The position the move was played in. */
  fenBefore: string;
  /** The evaluation after the move, from White's side. */
  evaluation: Evaluation;
  /** The engine's move in the position before, when it differs from the move played. */
  best: { uci: string; san: string } | null;
  judgement: MoveJudgement | null;
  mateNote: MateNote | null;
  /** Winning chance lost, percentage points. */
  loss: number;
  phase: GamePhase;
  /** A blunder where one move was clearly best: the player's own puzzle. */
  puzzle: boolean;
};

export type GameAnalysis = {
  /** The evaluation of the start position, from White's side. */
  startEvaluation: Evaluation;
  moves: AnalysedMove[];
  accuracy: { white: number | null; black: number | null };
};

/** How much better, in the mover's winning chance, the best move must be than the second. */
export const PUZZLE_MIN_GAP = 15;

/** An engine score (side to move) as an evaluation from White's side. */
export function whiteEvaluation(score: EngineScore, whiteToMove: boolean): Evaluation {
  const sign = whiteToMove ? 1 : -1;
  return score.kind === 'mate' ? { mate: score.value * sign } : { cp: score.value * sign };
}

/** The evaluation of a position with no search: mate, a draw on the board, or null. */
function terminalEvaluation(chess: Chess): Evaluation | null {
  if (chess.isCheckmate()) return { mate: chess.turn() === 'w' ? -1 : 1 };
  if (chess.isDraw() || chess.isStalemate()) return { cp: 0 };
  return null;
}

const uciOf = (move: { from: string; to: string; promotion?: string }) =>
  `${move.from}${move.to}${move.promotion ?? ''}`;

/** Knights, bishops, rooks and queens on the board, and the queens alone. */
function material(chess: Chess): { pieces: number; queens: number } {
  let pieces = 0;
  let queens = 0;
  for (const row of chess.board()) {
    for (const square of row) {
      if (!square || square.type === 'k' || square.type === 'p') continue;
      pieces++;
      if (square.type === 'q') queens++;
    }
  }
  return { pieces, queens };
}

/**
 * Analyses a game's mainline from `startFen` (`sans`, already checked legal when the game was
 * stored). `signal` stops between positions.
 */
export async function analyseGame(
  startFen: string,
  sans: readonly string[],
  search: Search,
  nodes: number,
  signal?: AbortSignal,
): Promise<GameAnalysis> {
  const chess = new Chess(startFen);
  const fens = [chess.fen()];
  const played: { san: string; uci: string; from: Square; to: Square }[] = [];
  for (const san of sans) {
    const move = chess.move(san);
    played.push({ san: move.san, uci: uciOf(move), from: move.from, to: move.to });
    fens.push(chess.fen());
  }

  const evaluations: Evaluation[] = [];
  const bests: (string | null)[] = [];
  for (const fen of fens) {
    signal?.throwIfAborted();
    const position = new Chess(fen);
    const terminal = terminalEvaluation(position);
    if (terminal) {
      evaluations.push(terminal);
      bests.push(null);
      continue;
    }
    const result = await search(fen, { nodes });
    const line = result.lines[0];
    evaluations.push(line ? whiteEvaluation(line.score, position.turn() === 'w') : { cp: 0 });
    bests.push(result.bestMove);
  }

  const moves: AnalysedMove[] = [];
  for (let i = 0; i < played.length; i++) {
    signal?.throwIfAborted();
    const before = new Chess(fens[i]!);
    const white = before.turn() === 'w';
    const move = played[i]!;
    const bestUci = bests[i] ?? null;
    const isBest = bestUci === move.uci;
    const verdict = judgeMove(evaluations[i]!, evaluations[i + 1]!, white);
    const judgement = isBest ? null : verdict.judgement;
    let best: AnalysedMove['best'] = null;
    if (bestUci && !isBest) {
      try {
        const probe = new Chess(fens[i]!);
        const m = probe.move({
          from: bestUci.slice(0, 2),
          to: bestUci.slice(2, 4),
          promotion: bestUci[4],
        });
        best = { uci: bestUci, san: m.san };
      } catch {
        best = null;
      }
    }
    let puzzle = false;
    if (judgement === 'blunder' && best) {
      const twoLines = await search(fens[i]!, { nodes, multiPv: 2 });
      const [first, second] = twoLines.lines;
      if (first && second) {
        const gap =
          winPercentFor(whiteEvaluation(first.score, white), white) -
          winPercentFor(whiteEvaluation(second.score, white), white);
        puzzle = gap >= PUZZLE_MIN_GAP;
      }
    }
    const { pieces, queens } = material(before);
    const fullMove = Number(fens[i]!.split(' ')[5] ?? 1);
    moves.push({
      ply: i + 1,
      white,
      san: move.san,
      uci: move.uci,
      fenBefore: fens[i]!,
      evaluation: evaluations[i + 1]!,
      best,
      judgement,
      mateNote: isBest ? null : verdict.mateNote,
      loss: Math.round(verdict.loss * 10) / 10,
      phase: gamePhase(fullMove, pieces, queens),
      puzzle,
    });
  }
  const blackFirst = new Chess(startFen).turn() === 'b';
  return {
    startEvaluation: evaluations[0]!,
    moves,
    accuracy: gameAccuracy(evaluations.map(whiteWinPercent), blackFirst),
  };
}
