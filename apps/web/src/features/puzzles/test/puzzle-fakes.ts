import {
  PUZZLE_SOLVING_MESSAGES,
  type Puzzle,
  type PuzzleAnswerResult,
  type PuzzleDashboard,
  type PuzzleMove,
  type PuzzleMoveResult,
  type PuzzleNext,
  type PuzzleRating,
} from '@kingside/shared';
import type { MockReply, MockRequest } from '@/test/mock-api';

/** The whole lines of the fake puzzles, which only the (fake) server knows. */
export const LINES = {
  '3IQ26': 'f1c1 e3e1 c1e1 e8e1',
  bE6fZ: 'e5e7 d8d1 b4e1 d1e1',
} as const;

/**
 * Lichess puzzle 3IQ26 (CC0 sample), as served: white plays f1c1 first; black mates with e3e1,
 * c1e1 (reply), e8e1.
 */
export function buildPuzzle(overrides: Partial<Puzzle> = {}): Puzzle {
  return {
    name: '3IQ26',
    fen: '4r1k1/2Q2ppp/2p2n2/3p4/N7/4r3/P5PP/2q2R1K w - - 0 25',
    moves: 'f1c1',
    rating: 400,
    blacksTurn: false,
    themes: ['backRankMate', 'endgame', 'mate', 'mateIn2', 'short'],
    openingFamily: null,
    openingVariation: null,
    nbPlays: 178,
    gameUrl: 'https://lichess.org/IcPcaawQ#49',
    ...overrides,
  };
}

/** Lichess puzzle bE6fZ: e5e7 first; white... black to play d8d1, then b4e1 and d1e1. */
export function buildOtherPuzzle(overrides: Partial<Puzzle> = {}): Puzzle {
  return buildPuzzle({
    name: 'bE6fZ',
    fen: 'r1kr4/pp4p1/7p/4R3/1Q2p3/8/P1P2PPP/6K1 w - - 1 24',
    moves: 'e5e7',
    rating: 400,
    themes: ['backRankMate', 'mate', 'mateIn2'],
    ...overrides,
  });
}

export function buildNext(puzzle: Puzzle, overrides: Partial<PuzzleNext> = {}): PuzzleNext {
  return {
    ...puzzle,
    window: { fromRating: 1400, toRating: 1700 },
    widened: false,
    message: null,
    review: false,
    ...overrides,
  };
}

export function buildRating(overrides: Partial<PuzzleRating> = {}): PuzzleRating {
  return { rating: 1500, deviation: 60, provisional: false, nbRated: 40, ...overrides };
}

export function buildAnswerResult(overrides: Partial<PuzzleAnswerResult> = {}): PuzzleAnswerResult {
  return {
    result: 'solved',
    message: 'Solved',
    rated: true,
    userRating: buildRating({ rating: 1512 }),
    ratingChange: 12,
    puzzleRating: 395,
    ...overrides,
  };
}

/**
 * What the server answers to a move of `line` (spec 2 §4's messages): the reply to a right move,
 * the whole line at the end; `result` is the ended try's result. Moves arrive in ply order.
 */
export function judgeOnLine(
  line: string,
  result: (verdict: 'solved' | 'failed') => PuzzleAnswerResult | null = (verdict) =>
    buildAnswerResult(
      verdict === 'solved'
        ? {}
        : { result: 'failed', message: PUZZLE_SOLVING_MESSAGES.failed, ratingChange: -9 },
    ),
) {
  const moves = line.split(' ');
  return (request: MockRequest): MockReply => {
    const { ply, uci } = request.body as PuzzleMove;
    if (moves[ply] !== uci) {
      return {
        body: {
          verdict: 'failed',
          message: PUZZLE_SOLVING_MESSAGES.failed,
          reply: null,
          moves: line,
          notice: null,
          result: result('failed'),
        } satisfies PuzzleMoveResult,
      };
    }
    if (ply === moves.length - 1) {
      return {
        body: {
          verdict: 'solved',
          message: PUZZLE_SOLVING_MESSAGES.solved,
          reply: null,
          moves: line,
          notice: null,
          result: result('solved'),
        } satisfies PuzzleMoveResult,
      };
    }
    return {
      body: {
        verdict: 'continue',
        message: PUZZLE_SOLVING_MESSAGES.continueSolving,
        reply: moves[ply + 1]!,
        moves: moves.slice(0, ply + 2).join(' '),
        notice: null,
        result: null,
      } satisfies PuzzleMoveResult,
    };
  };
}

export function buildDashboard(overrides: Partial<PuzzleDashboard> = {}): PuzzleDashboard {
  return {
    username: 'student',
    days: 30,
    rating: buildRating({ rating: 1530 }),
    history: [
      { date: '2026-11-20', rating: 1500 },
      { date: '2026-11-22', rating: 1518 },
      { date: '2026-11-24', rating: 1530 },
    ],
    played: 14,
    solved: 9,
    themes: [
      { theme: 'fork', text: 'Fork', played: 5, solved: 1, successRate: 20, performance: 1100 },
      { theme: 'pin', text: 'Pin', played: 4, solved: 3, successRate: 75, performance: 1650 },
      {
        theme: 'mateIn2',
        text: 'Mate In 2',
        played: 5,
        solved: 5,
        successRate: 100,
        performance: 1900,
      },
    ],
    review: {
      dueCount: 2,
      items: [
        { name: 'abc12', rating: 1400, dueAt: '2026-11-24T10:00:00.000Z', step: 1, due: true },
        { name: 'def34', rating: 1450, dueAt: '2026-11-24T11:00:00.000Z', step: 1, due: true },
      ],
    },
    survivalBest: 7,
    ...overrides,
  };
}
