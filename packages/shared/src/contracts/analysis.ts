import { z } from 'zod';
import { MOVE_JUDGEMENTS } from '../rules/analysis.js';

/*
 * Game analysis (issue 34, docs/decisions/0066): what the server's engine found in a game, as the
 * review page reads it.
 */

/** An analysis waits in the job queue, is done, or failed on every try. */
export const ANALYSIS_STATUSES = ['queued', 'done', 'failed'] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

/**
 * The engine's budget per position (ANALYSIS_NODES): measured by bench/analysis.mjs to analyse a
 * 40-move game within a minute on two cores with the bundled engine (docs/decisions/0066).
 */
export const ANALYSIS_DEFAULT_NODES = 150_000;

export const GAME_PHASES = ['opening', 'middlegame', 'endgame'] as const;
export const MATE_NOTES = ['missedMate', 'allowedMate'] as const;

/** An evaluation from White's side: centipawns or moves to mate (negative: Black mates). */
export const EvaluationSchema = z.union([
  z.object({ cp: z.number().int() }),
  z.object({ mate: z.number().int() }),
]);

export const AnalysedMoveSchema = z.object({
  ply: z.number().int(),
  white: z.boolean(),
  san: z.string(),
  uci: z.string(),
  fenBefore: z.string(),
  /** After the move, from White's side. */
  evaluation: EvaluationSchema,
  /** The engine's move where it differs from the one played. */
  best: z.object({ uci: z.string(), san: z.string() }).nullable(),
  judgement: z.enum(MOVE_JUDGEMENTS).nullable(),
  mateNote: z.enum(MATE_NOTES).nullable(),
  /** Winning chance the move lost, percentage points. */
  loss: z.number(),
  phase: z.enum(GAME_PHASES),
  /** A blunder where one move was clearly best: it becomes the player's puzzle. */
  puzzle: z.boolean(),
});
export type AnalysedMoveData = z.infer<typeof AnalysedMoveSchema>;

/** GET /api/myGames/{id}/review: a game of My Games with its analysis, as far as it has got. */
export const GameReviewSchema = z.object({
  gameId: z.number().int(),
  name: z.string(),
  white: z.string().nullable(),
  black: z.string().nullable(),
  result: z.string().nullable(),
  /** The side the game's owner played, when their name is on it. */
  playerColor: z.enum(['white', 'black']).nullable(),
  status: z.enum(ANALYSIS_STATUSES),
  startFen: z.string(),
  startEvaluation: EvaluationSchema.nullable(),
  moves: z.array(AnalysedMoveSchema),
  accuracy: z.object({ white: z.number().nullable(), black: z.number().nullable() }),
});
export type GameReview = z.infer<typeof GameReviewSchema>;

/** What the review page says while the engine works, and when it could not. */
export const ANALYSIS_MESSAGES = {
  queued: 'The engine is analysing this game. This page fills in when it is done.',
  failed: 'The engine could not analyse this game.',
  noMoves: 'This game has no moves to analyse.',
} as const;

/** Names of the judgements and mate notes, as the review page shows them. */
export const JUDGEMENT_LABELS = {
  blunder: 'Blunder',
  mistake: 'Mistake',
  inaccuracy: 'Inaccuracy',
} as const;
export const MATE_NOTE_LABELS = {
  missedMate: 'Missed a forced mate',
  allowedMate: 'Allowed a forced mate',
} as const;

/**
 * Most instructive positions a report card shows: the period's biggest blunders where one move
 * was clearly best (issue 34).
 */
export const MISTAKES_INSTRUCTIVE_MAX = 3;
/** Analysed games a period's mistakes are counted over, at most (the newest). */
export const MISTAKES_GAMES_MAX = 200;

/** One of a period's most instructive positions: the blunder, the better move, its game. */
export const InstructivePositionSchema = z.object({
  myGameId: z.number().int(),
  gameName: z.string(),
  ply: z.number().int(),
  /** The position the blunder was played in. */
  fen: z.string(),
  played: z.string(),
  better: z.string(),
  /** Winning chance lost, percentage points. */
  loss: z.number(),
  phase: z.enum(GAME_PHASES),
  themes: z.array(z.string()),
  /** The student's own puzzle of it, when one was made. */
  puzzleId: z.string().nullable(),
});
export type InstructivePosition = z.infer<typeof InstructivePositionSchema>;

/**
 * A student's mistakes over a period (the report card's "Mistakes"): their blunders in the games
 * the engine analysed, per game, by phase and by theme, against the period before, and the most
 * instructive positions.
 */
export const MistakesSummarySchema = z.object({
  /** Analysed games of the period in which the student's side is known. */
  games: z.number().int(),
  blunders: z.number().int(),
  /** Blunders per game, one decimal; null without games. */
  perGame: z.number().nullable(),
  /** The same over the period of equal length just before. */
  previousPerGame: z.number().nullable(),
  byPhase: z.object({
    opening: z.number().int(),
    middlegame: z.number().int(),
    endgame: z.number().int(),
  }),
  /** Blunders whose better move the tagger could name, most frequent first. */
  byTheme: z.array(z.object({ theme: z.string(), count: z.number().int() })),
  instructive: z.array(InstructivePositionSchema),
});
export type MistakesSummary = z.infer<typeof MistakesSummarySchema>;

/** How the trend reads: fewer blunders a game than the period before, more, or about the same. */
export function mistakesTrend(summary: Pick<MistakesSummary, 'perGame' | 'previousPerGame'>) {
  const { perGame, previousPerGame } = summary;
  if (perGame === null || previousPerGame === null) return null;
  if (Math.abs(perGame - previousPerGame) < 0.2) return 'same' as const;
  return perGame < previousPerGame ? ('fewer' as const) : ('more' as const);
}

/** POST /api/mygames/{id}/mistakes/{ply}/assign: the student's blunder at `ply` of a game. */
export const MistakeParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  ply: z.coerce.number().int().min(1).max(2000),
});
/** To the student whose game it is, or to everyone in their class time. */
export const MistakeAssignSchema = z.object({ to: z.enum(['student', 'class']) });
export type MistakeAssign = z.infer<typeof MistakeAssignSchema>;

export const MISTAKE_MESSAGES = {
  notAnalysed: 'The engine has not analysed this game yet.',
  noBlunder: 'The student made no blunder at that move of this game.',
  noClassTime: 'The student has no class time: assign it to the student instead.',
  /** The assignment's name and notes. */
  name: (game: string, moveNumber: number) => `${game}: move ${moveNumber}, find the better move`,
  notes: (game: string, played: string) =>
    `A position from ${game}: ${played} was played here. Find the better move.`,
} as const;
