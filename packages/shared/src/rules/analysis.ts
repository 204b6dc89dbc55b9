/**
 * Game analysis rules (issue 34; docs/decisions/0066): how an engine's evaluation becomes a
 * chance of winning, how a move's loss of that chance makes it an inaccuracy, a mistake or a
 * blunder, and a side's accuracy over a game. The model is Lichess's (lila `WinPercent`,
 * `AccuracyPercent`, `Advice`), so a club member sees the figures they know from there. Pure.
 */

/** An engine's evaluation of a position, from White's side: centipawns, or mate in `mate` moves. */
export type Evaluation = { cp: number; mate?: undefined } | { mate: number; cp?: undefined };

/** Lichess's fit of winning chances to centipawns (lila WinPercent). */
const WIN_CURVE = 0.00368208;
/** Centipawns past which an evaluation counts as won (Lichess caps at ±1000 before the curve). */
const CP_CAP = 1000;

/** White's chance of winning, 0-100, for an evaluation (a mate is 0 or 100). */
export function whiteWinPercent(evaluation: Evaluation): number {
  if (evaluation.mate !== undefined) return evaluation.mate > 0 ? 100 : 0;
  const cp = Math.max(-CP_CAP, Math.min(CP_CAP, evaluation.cp));
  return 50 + 50 * (2 / (1 + Math.exp(-WIN_CURVE * cp)) - 1);
}

/** The mover's chance of winning, 0-100. */
export const winPercentFor = (evaluation: Evaluation, white: boolean): number =>
  white ? whiteWinPercent(evaluation) : 100 - whiteWinPercent(evaluation);

/**
 * How good a move was, 0-100, from the mover's chance of winning before and after it (lila
 * AccuracyPercent): 100 for a move that loses nothing, falling quickly with the loss.
 */
export function moveAccuracy(winBefore: number, winAfter: number): number {
  const loss = Math.max(0, winBefore - winAfter);
  const raw = 103.1668 * Math.exp(-0.04354 * loss) - 3.1669 + 1; // +1: lila's uncertainty bonus
  return Math.max(0, Math.min(100, raw));
}

/** A move's judgement, worst first. */
export const MOVE_JUDGEMENTS = ['blunder', 'mistake', 'inaccuracy'] as const;
export type MoveJudgement = (typeof MOVE_JUDGEMENTS)[number];

/**
 * The loss of winning chance (percentage points) from which a move is each judgement: Lichess's
 * 0.3, 0.2 and 0.1 of "winning chances" (-1 to 1), which are 15, 10 and 5 points of 0-100.
 */
export const JUDGEMENT_THRESHOLDS: Record<MoveJudgement, number> = {
  blunder: 15,
  mistake: 10,
  inaccuracy: 5,
};

/** What a move did to a forced mate, named as Lichess names it. */
export type MateNote =
  /** The mover had a forced mate and the move lost it. */
  | 'missedMate'
  /** The move allowed the opponent a forced mate. */
  | 'allowedMate';

export type MoveVerdict = {
  judgement: MoveJudgement | null;
  mateNote: MateNote | null;
  /** Winning chance lost, percentage points (0 when the move gained). */
  loss: number;
  accuracy: number;
};

/**
 * Judges one move from the evaluations before and after it (both from White's side, both with
 * the engine's best play): the loss of the mover's chance of winning, with Lichess's mate rules.
 * Losing a forced mate is at least a mistake unless the position stays clearly won; allowing one
 * is a blunder unless the mover was already being mated.
 */
export function judgeMove(before: Evaluation, after: Evaluation, white: boolean): MoveVerdict {
  const sign = white ? 1 : -1;
  const winBefore = winPercentFor(before, white);
  const winAfter = winPercentFor(after, white);
  const loss = Math.max(0, winBefore - winAfter);
  const accuracy = moveAccuracy(winBefore, winAfter);
  const moverMateBefore = before.mate !== undefined && before.mate * sign > 0;
  const moverMateAfter = after.mate !== undefined && after.mate * sign > 0;
  const mated = (e: Evaluation) => e.mate !== undefined && e.mate * sign < 0;

  if (moverMateBefore && !moverMateAfter) {
    // Lila: a lost mate is a blunder when the position is no longer winning, a mistake below
    // +7, an inaccuracy when still clearly winning.
    const cp = after.mate === undefined ? after.cp * sign : -Infinity;
    const judgement: MoveJudgement = cp < 0 ? 'blunder' : cp < 700 ? 'mistake' : 'inaccuracy';
    return { judgement, mateNote: 'missedMate', loss, accuracy };
  }
  if (mated(after) && !mated(before)) {
    return { judgement: 'blunder', mateNote: 'allowedMate', loss, accuracy };
  }
  const judgement = MOVE_JUDGEMENTS.find((j) => loss >= JUDGEMENT_THRESHOLDS[j]) ?? null;
  return { judgement, mateNote: null, loss, accuracy };
}

const mean = (values: readonly number[]) =>
  values.reduce((total, v) => total + v, 0) / Math.max(1, values.length);

function standardDeviation(values: readonly number[]): number {
  const m = mean(values);
  return Math.sqrt(mean(values.map((v) => (v - m) ** 2)));
}

/**
 * Each side's accuracy over a game, 0-100 (after lila AccuracyPercent.gameAccuracy): the moves'
 * accuracies weighted by how sharp the position was around each (the spread of White's winning
 * chance over a window of moves), averaged with their harmonic mean, which lets a few bad moves
 * weigh. `whiteWins` is White's winning chance before each move and after the last (one more than
 * the moves); White moves first unless `blackFirst`.
 */
export function gameAccuracy(
  whiteWins: readonly number[],
  blackFirst = false,
): { white: number | null; black: number | null } {
  const moves = whiteWins.length - 1;
  if (moves < 1) return { white: null, black: null };
  const windowSize = Math.max(2, Math.min(8, Math.floor(moves / 10)));
  const weights: number[] = [];
  for (let i = 0; i < moves; i++) {
    const start = Math.max(0, Math.min(i, whiteWins.length - windowSize));
    const window = whiteWins.slice(start, start + windowSize);
    weights.push(Math.max(0.5, Math.min(12, standardDeviation(window))));
  }
  const side = (white: boolean) => {
    const accuracies: number[] = [];
    const sideWeights: number[] = [];
    for (let i = 0; i < moves; i++) {
      const whiteMoved = (i % 2 === 0) !== blackFirst;
      if (whiteMoved !== white) continue;
      const before = white ? whiteWins[i]! : 100 - whiteWins[i]!;
      const after = white ? whiteWins[i + 1]! : 100 - whiteWins[i + 1]!;
      accuracies.push(moveAccuracy(before, after));
      sideWeights.push(weights[i]!);
    }
    if (accuracies.length === 0) return null;
    const totalWeight = sideWeights.reduce((t, w) => t + w, 0);
    const weighted = accuracies.reduce((t, a, i) => t + a * sideWeights[i]!, 0) / totalWeight;
    const harmonic = accuracies.length / accuracies.reduce((t, a) => t + 1 / Math.max(a, 1), 0);
    return Math.round(((weighted + harmonic) / 2) * 10) / 10;
  };
  return { white: side(true), black: side(false) };
}

/** A game's phase at a move, for the report card's mistakes by phase. */
export type GamePhase = 'opening' | 'middlegame' | 'endgame';

/**
 * The phase of a position: the opening for the first 10 moves of each side, the endgame once at
 * most six pieces other than kings and pawns are left (or no queens and at most eight), the
 * middlegame otherwise. `pieces` counts knights, bishops, rooks and queens of both sides.
 */
export function gamePhase(fullMove: number, pieces: number, queens: number): GamePhase {
  if (pieces <= 6 || (queens === 0 && pieces <= 8)) return 'endgame';
  if (fullMove <= 10) return 'opening';
  return 'middlegame';
}

const normalName = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Which side a member played in a game, from the names on it: a side whose name is the member's
 * name or username (any letter case; "Last, First" read as "First Last"); null when neither or
 * both are.
 */
export function playerColorOf(
  sides: { white: string | null; black: string | null },
  member: { name: string; username: string },
): 'white' | 'black' | null {
  const names = new Set([normalName(member.name), normalName(member.username)]);
  const matches = (side: string | null) => {
    if (!side) return false;
    const plain = normalName(side);
    const [last, first] = plain.split(/\s*,\s*/);
    return names.has(plain) || (first !== undefined && names.has(`${first} ${last}`));
  };
  const white = matches(sides.white);
  const black = matches(sides.black);
  return white === black ? null : white ? 'white' : 'black';
}

/** An evaluation as players write it, from White's side: "+1.3", "-0.4", "0.0", "#3", "#-2". */
export function formatEvaluation(evaluation: Evaluation): string {
  if (evaluation.mate !== undefined) return `#${evaluation.mate}`;
  const pawns = evaluation.cp / 100;
  return `${pawns > 0 ? '+' : ''}${pawns.toFixed(1)}`;
}

/** The annotation a judged move gets: ?! an inaccuracy, ? a mistake, ?? a blunder. */
export const JUDGEMENT_SYMBOLS: Record<MoveJudgement, string> = {
  inaccuracy: '?!',
  mistake: '?',
  blunder: '??',
};
