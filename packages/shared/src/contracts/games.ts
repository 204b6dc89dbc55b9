import { z } from 'zod';
import { PATH_MAX_LENGTH } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { optionalString, requiredJsonText, requiredString, SaveIdSchema } from './fields.js';

/**
 * The games library (spec 2 sections 2-3; paths in docs/decisions/0012), with the limits and
 * fields that studies.ts, openings.ts and my-games.ts share with it.
 */

export const GAME_TYPES = ['Question', 'Puzzle', 'Training'] as const;
export type GameType = (typeof GAME_TYPES)[number];
export const QUESTION_TYPES = ['Choice', 'Choices', 'Freeform'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const GAME_NAME_MAX_LENGTH = 200;
/** Highest difficulty rating a library game may have (0 when unrated). */
export const GAME_RATING_MAX = 4000;
export const FEN_MAX_LENGTH = 100;
/** Notes, solutions and question choices. */
export const GAME_TEXT_MAX_LENGTH = 20_000;
/** One game's or chapter's PGN. */
export const PGN_MAX_LENGTH = 200_000;
/**
 * An opening line's PGN: the longest known line is about 200 characters, so 2,000 leaves room for
 * notes in braces while reading and replaying it stays well under a millisecond per request.
 */
export const OPENING_PGN_MAX_LENGTH = 2_000;
/** A PGN file uploaded at once (library, study import, my games): 5 MB of text. */
export const PGN_UPLOAD_MAX_LENGTH = 5_000_000;
/** Games in one bulk JSON save. */
export const BULK_GAMES_MAX = 500;
/** Ids in one "games by ids" or delete call. */
export const GAME_IDS_MAX = 200;

export const GAME_MESSAGES = {
  needsSolution: 'Please enter a solution FEN or a solution.',
  invalidDirPath: 'A directory path is names separated by /, e.g. /Tactics/Forks.',
  gamesJsonNotArray: 'Games In JSON must be a JSON array of games.',
  gamesJsonInvalid: 'Games In JSON is not valid JSON.',
  pgnEmpty: 'The PGN holds no games.',
  added: 'Added Successfully',
  updated: 'Updated Successfully',
  moveIntoItself: 'A directory cannot be moved into itself.',
  rootNotMovable: 'The top directory cannot be moved or renamed.',
  openingUnknown: 'No known opening starts with these moves.',
} as const;

/** The learning pages' forms check on Submit: blank gives "Please enter required field". */
const required = (max: number) => requiredString(max, { required: MESSAGES.pleaseEnterRequired });

/** A PGN file pasted or uploaded at once (library, study import, my games). */
export const PgnUploadSchema = requiredString(PGN_UPLOAD_MAX_LENGTH, {
  required: MESSAGES.pleaseEnterRequired,
  tooLong: 'The PGN is too large (5 MB at most).',
});

/** "/", or names separated by "/": "a/b/", " /a//b " and "/a/b" are all "/a/b". */
export function normalizeDirPath(path: string): string {
  const parts = path
    .split('/')
    .map((p) => p.trim())
    .filter(Boolean);
  return `/${parts.join('/')}`;
}

/** A directory path, normalised to "/a/b" (default "/"). */
export const DirPathSchema = z
  .string({ error: GAME_MESSAGES.invalidDirPath })
  .max(PATH_MAX_LENGTH, MESSAGES.tooLong(PATH_MAX_LENGTH))
  .transform(normalizeDirPath);

/** A FEN's text; whether it is a legal position is checked by the server with chess.js. */
export const FenSchema = required(FEN_MAX_LENGTH);

/** Spec 2 section 3 Game, as the API answers it. */
export const GameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(GAME_TYPES),
  notes: z.string().nullable(),
  /** Difficulty rating; 0 when unrated. */
  rating: z.number().int(),
  /** Starting position. */
  fen: z.string(),
  pgn: z.string().nullable(),
  /** Accepted final positions, comma-separated FENs. */
  solutionFen: z.string().nullable(),
  /** The solution in words or moves. */
  solution: z.string().nullable(),
  /** Black moves first (from the fen's side to move). */
  blacksTurn: z.boolean(),
  tags: z.string().nullable(),
  dirPath: z.string(),
  /** Question games only. */
  questionType: z.enum(QUESTION_TYPES).nullable(),
  /** Question games only: the choices, one a line. */
  questionChoices: z.string().nullable(),
  createdDate: z.string(),
});
export type Game = z.infer<typeof GameSchema>;

/** A games grid row. */
export const GameSummarySchema = GameSchema.pick({
  id: true,
  name: true,
  type: true,
  dirPath: true,
  createdDate: true,
});
export type GameSummary = z.infer<typeof GameSummarySchema>;

const GameFieldsSchema = z.object({
  name: required(GAME_NAME_MAX_LENGTH),
  type: z.enum(GAME_TYPES, { error: 'Choose Question, Puzzle or Training.' }),
  notes: optionalString(GAME_TEXT_MAX_LENGTH),
  rating: z
    .number({ error: 'The rating is a whole number.' })
    .int()
    .min(0)
    .max(GAME_RATING_MAX)
    .default(0),
  fen: FenSchema,
  pgn: optionalString(PGN_MAX_LENGTH),
  solutionFen: optionalString(GAME_TEXT_MAX_LENGTH),
  solution: optionalString(GAME_TEXT_MAX_LENGTH),
  tags: optionalString(GAME_TEXT_MAX_LENGTH),
  dirPath: DirPathSchema.default('/'),
  questionType: z
    .enum(QUESTION_TYPES, { error: 'Choose Choice, Choices or Freeform.' })
    .nullish()
    .transform((v) => v ?? null),
  questionChoices: optionalString(GAME_TEXT_MAX_LENGTH),
});

/** The add-game rule (spec 2 section 5): a solutionFen or a solution; Question games need a question type. */
function checkGameRules(g: z.output<typeof GameFieldsSchema>, ctx: z.RefinementCtx): void {
  if (!g.solutionFen && !g.solution) {
    ctx.addIssue({ code: 'custom', path: ['solutionFen'], message: GAME_MESSAGES.needsSolution });
  }
  if (g.type === 'Question' && !g.questionType) {
    ctx.addIssue({
      code: 'custom',
      path: ['questionType'],
      message: 'A Question game needs a question type.',
    });
  }
}

/**
 * POST /api/games: insert without id, update with id. Needs a name, a type, a fen, and a
 * solutionFen or a solution; blacksTurn is taken from the fen.
 */
export const GameSaveSchema = GameFieldsSchema.extend({ id: SaveIdSchema }).superRefine(
  checkGameRules,
);
export type GameSave = z.input<typeof GameSaveSchema>;
export type GameSaveParsed = z.output<typeof GameSaveSchema>;

/** One game of Games In JSON (never an id: bulk only adds). */
export const GameAddSchema = GameFieldsSchema.superRefine(checkGameRules);
export type GameAddParsed = z.output<typeof GameAddSchema>;

/** POST /api/games/bulk: the Games In JSON box, a JSON array of games. */
export const GamesBulkRequestSchema = z.object({
  gamesJSON: requiredJsonText(PGN_UPLOAD_MAX_LENGTH, {
    required: MESSAGES.pleaseEnterRequired,
    tooLong: 'Games In JSON is too large (5 MB at most).',
  }),
});
export type GamesBulkRequest = z.input<typeof GamesBulkRequestSchema>;

/**
 * Reads Games In JSON: every game valid, or every problem as "Game n: field: message" (n from 1).
 * Shared so the form can show the same messages before saving.
 */
export function parseGamesJson(
  text: string,
): { ok: true; games: GameAddParsed[] } | { ok: false; errors: string[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, errors: [GAME_MESSAGES.gamesJsonInvalid] };
  }
  if (!Array.isArray(data) || data.length === 0) {
    return { ok: false, errors: [GAME_MESSAGES.gamesJsonNotArray] };
  }
  if (data.length > BULK_GAMES_MAX) {
    return { ok: false, errors: [`Please add at most ${BULK_GAMES_MAX} games at once.`] };
  }
  const games: GameAddParsed[] = [];
  const errors: string[] = [];
  data.forEach((item, i) => {
    const parsed = GameAddSchema.safeParse(item);
    if (parsed.success) games.push(parsed.data);
    else
      for (const issue of parsed.error.issues) {
        const field = issue.path.join('.');
        errors.push(`Game ${i + 1}: ${field ? `${field}: ` : ''}${issue.message}`);
      }
  });
  return errors.length ? { ok: false, errors } : { ok: true, games };
}

/** POST /api/games/pgn: every game of a PGN file becomes a Training game in dirPath. */
export const GamesPgnRequestSchema = z.object({
  dirPath: DirPathSchema,
  pgn: PgnUploadSchema,
});
export type GamesPgnRequest = z.input<typeof GamesPgnRequestSchema>;

export const GamesAddedResponseSchema = z.object({
  message: z.string(),
  /** Ids of the new games, in the order given. */
  ids: z.array(z.number().int()),
});
export type GamesAddedResponse = z.infer<typeof GamesAddedResponseSchema>;

/** GET /api/games?dirPath= : the games directly in one directory. */
export const GamesByDirQuerySchema = z.object({ dirPath: DirPathSchema.default('/') });

const IdListSchema = z
  .array(z.number().int().positive(), { error: 'Give a list of game ids.' })
  .min(1, 'Choose at least one game.')
  .max(GAME_IDS_MAX, `Choose at most ${GAME_IDS_MAX} games.`);

/** GET /api/games/byIds?ids=3,5,8 : the display grid's games, in the order asked. */
export const GamesByIdsQuerySchema = z.object({
  ids: z
    .string({ error: 'Give game ids, comma-separated.' })
    // Ten digits and a comma for each id allowed: longer cannot be a valid list.
    .max(GAME_IDS_MAX * 11, `Choose at most ${GAME_IDS_MAX} games.`)
    .transform((s) => s.split(',').map((p) => Number(p.trim())))
    .pipe(IdListSchema),
});

/**
 * POST /api/games/delete. Games that assignments use are deleted, with those assignments, only
 * with `force` (else 409 GAMES_ASSIGNED naming how many; docs/decisions/0032).
 */
export const GamesDeleteRequestSchema = z.object({
  ids: IdListSchema,
  force: z.boolean().default(false),
});
export type GamesDeleteRequest = z.input<typeof GamesDeleteRequestSchema>;
export const GamesDeletedResponseSchema = z.object({
  message: z.string(),
  deleted: z.number().int(),
});

/** POST /api/games/dirs: a directory (and its parents), before any game is in it. */
export const DirCreateRequestSchema = z.object({ path: DirPathSchema });
export type DirCreateRequest = z.input<typeof DirCreateRequestSchema>;

/**
 * POST /api/games/dirs/move: renames or moves a directory; every directory and game below
 * `from` moves with it ("/a/b" to "/c/b" moves "/a/b/x" to "/c/b/x").
 */
export const DirMoveRequestSchema = z.object({ from: DirPathSchema, to: DirPathSchema });
export type DirMoveRequest = z.input<typeof DirMoveRequestSchema>;
export const DirMoveResponseSchema = z.object({
  message: z.string(),
  /** Games whose dirPath changed. */
  movedGames: z.number().int(),
});

/** Every directory path, sorted, each parent listed (the tree is built from these). */
export const DirPathsSchema = z.array(z.string());
