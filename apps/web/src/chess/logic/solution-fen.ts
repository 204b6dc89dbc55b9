import { fenProblem } from '@kingside/chess';
import { solutionPositions } from '@kingside/shared';

/**
 * Why a game's Solution FEN cannot be played: the problem of the first of its comma-separated
 * positions that cannot, named by its place when there are several; null when all can.
 */
export function solutionFenProblem(solutionFen: string | null | undefined): string | null {
  const solutions = solutionPositions(solutionFen);
  for (const [i, solution] of solutions.entries()) {
    const problem = fenProblem(solution);
    if (problem) return solutions.length > 1 ? `Solution position ${i + 1}: ${problem}` : problem;
  }
  return null;
}

/** A Solution FEN with `fen` added as one more accepted final position ("Use board as solution"). */
export function withSolutionPosition(solutionFen: string | null | undefined, fen: string): string {
  const current = (solutionFen ?? '').trim();
  return current ? `${current},${fen}` : fen;
}
