/**
 * The assignment rules that need no chess engine (docs/decisions/0032): positions compared by
 * their first four FEN fields, Question answers, the Show Solution threshold, overdue.
 * Board lines are replayed by `boardAnswerIsCorrect` in @kingside/chess.
 */
import type { QuestionType } from '../contracts/games.js';

/** A FEN without its move counters: placement, side to move, castling, en passant. */
export function positionKey(fen: string): string {
  return fen.trim().split(/\s+/).slice(0, 4).join(' ');
}

/** Whether two FENs are the same position, whatever their move counters say. */
export const samePosition = (a: string, b: string): boolean => positionKey(a) === positionKey(b);

/** The positions of a comma-separated solutionFen, blanks dropped. */
export function solutionPositions(solutionFen: string | null | undefined): string[] {
  return (solutionFen ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
}

/** Whether `fen` is one of the solution positions. */
export const isSolutionPosition = (fen: string, solutionFen: string | null | undefined): boolean =>
  solutionPositions(solutionFen).some((s) => samePosition(s, fen));

/** solutionFen with `fen` added, unless that position is already there. */
export function withSolutionPosition(solutionFen: string | null | undefined, fen: string): string {
  const positions = solutionPositions(solutionFen);
  if (positions.some((s) => samePosition(s, fen))) return positions.join(',');
  return [...positions, fen.trim()].join(',');
}

/** Lines of a text, trimmed, blanks dropped. */
const linesOf = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** Freeform and choice answers ignore case and surrounding (and repeated inner) spaces. */
const normalise = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Whether a Question answer is right. The game's `solution` holds the right answer:
 * - Choice: the right choice (any line of the solution, if several are accepted);
 * - Choices: the right choices, one a line; the answer must name exactly those, in any order;
 * - Freeform: any line of the solution, ignoring case and surrounding spaces.
 */
export function questionAnswerIsCorrect(
  questionType: QuestionType,
  solution: string | null | undefined,
  answer: string | null | undefined,
): boolean {
  const accepted = linesOf(solution).map(normalise);
  const given = linesOf(answer).map(normalise);
  if (!accepted.length || !given.length) return false;
  if (questionType === 'Choices') {
    const want = new Set(accepted);
    const got = new Set(given);
    return want.size === got.size && [...want].every((a) => got.has(a));
  }
  const one = normalise(answer ?? '');
  return accepted.includes(one);
}

/** Show Solution is enabled once an assignment is completed or tried `threshold` times. */
export const solutionUnlockedFor = (
  copy: { attemptCount: number; completed: boolean },
  threshold: number,
): boolean => copy.completed || copy.attemptCount >= threshold;

/** The club's threshold setting read from its text: a whole number from 1 to 1000, else `fallback`. */
export function parseAttemptsThreshold(value: string | null | undefined, fallback: number): number {
  const n = Number((value ?? '').trim());
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : fallback;
}

/** Not completed and its due day (YYYY-MM-DD) is before `today` (the club's date). */
export const isOverdue = (
  copy: { completed: boolean; dueDate: string | null },
  today: string,
): boolean => !copy.completed && copy.dueDate !== null && copy.dueDate < today;
