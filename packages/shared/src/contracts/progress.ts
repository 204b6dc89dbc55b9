import { z } from 'zod';
import { USERNAME_MAX_LENGTH } from '../constants.js';
import {
  CLASS_PROGRESS_PAGE_MAX,
  ONLINE_SOURCES,
  PROGRESS_MESSAGES,
  PROGRESS_SOURCES,
  RATING_SERIES,
  REPORT_COMMENT_MAX_LENGTH,
  STUDENT_PARENTS_MAX,
} from '../rules/progress.js';
import { MistakesSummarySchema } from './analysis.js';
import { pageOf, pageQuery } from './common.js';
import { DateSchema } from './fields.js';
import { PuzzleReviewItemSchema, PuzzleThemeStatsSchema } from './puzzle-solving.js';

/**
 * Student progress (issue 18, docs/decisions/0043). All under /api, all signed in; who may see
 * whose figures is `canSeeStudent` (rules/access.ts), checked by the server.
 *
 * | Call                                           | Access        | Shape |
 * |------------------------------------------------|---------------|-------|
 * | GET studentCorner/{username}                   | authenticated | → `StudentDashboard` (spec 2 §3; online figures from the cache only) |
 * | GET studentCorner/{username}/sources/{source}  | authenticated | → `SourceStats` for chesscom or lichess, fetched when the cache is old |
 * | GET students/{username}/report?from&to         | authenticated | → `ReportCard` (a term by default) |
 * | PUT students/{username}/report/comment         | coachOrAdmin  | `ReportCommentSave` → `ReportComment` |
 * | GET progress/classes                           | coachOrAdmin  | → `ProgressClass[]`: the class times the caller may view |
 * | GET classTimes/{id}/progress?from&to&page&size | coachOrAdmin  | → `ClassProgress` |
 * | GET classTimes/{id}/progress.csv?from&to       | coachOrAdmin  | → text/csv, every student of the class time |
 * | GET progress/children                          | authenticated | → `ProgressChild[]`: the students linked to the caller as parent |
 * | GET users/{id}/parents                         | admin         | → `StudentParent[]` |
 * | PUT users/{id}/parents                         | admin         | `StudentParentsSave` → `StudentParent[]` |
 */

const Iso = z.string().max(40);
const Int = z.number().int();
const NullableInt = Int.nullable();

export const StudentParamsSchema = z.object({
  username: z.string().min(1).max(USERNAME_MAX_LENGTH),
});
export const SourceParamsSchema = StudentParamsSchema.extend({
  source: z.enum(ONLINE_SOURCES),
});

/**
 * One month of one source (spec 2 "Dashboard"). A figure the source does not publish is null
 * (chess.com and Lichess publish no logins; Lichess no puzzle count without the player's OAuth).
 * The best figures are the club's students' (for an online site: among the students whose figures
 * the club has fetched), with the username behind each.
 */
export const SourceMonthSchema = z.object({
  noOfLogins: NullableInt,
  gamesPlayed: NullableInt,
  puzzlesSolved: NullableInt,
  /** The rating at the end of the month (or now, this month). */
  rating: NullableInt,
  maxNoOfLogins: NullableInt,
  maxNoOfLoginsUser: z.string().nullable(),
  maxGamesPlayed: NullableInt,
  maxGamesPlayedUser: z.string().nullable(),
  maxPuzzlesSolved: NullableInt,
  maxPuzzlesSolvedUser: z.string().nullable(),
});
export type SourceMonth = z.infer<typeof SourceMonthSchema>;

export const SourceStatsSchema = z.object({
  source: z.enum(PROGRESS_SOURCES),
  /** The student's id on that site (null: none given; the club's row has the username). */
  account: z.string().nullable(),
  thisMonth: SourceMonthSchema,
  lastMonth: SourceMonthSchema,
  /** When these figures were fetched from the site (null for the club and for nothing fetched). */
  fetchedAt: Iso.nullable(),
  /** The site has not answered since this time; the figures are the last fetched, or null. */
  unavailableSince: Iso.nullable(),
  /** The site says it has no such player. */
  notFound: z.boolean(),
});
export type SourceStats = z.infer<typeof SourceStatsSchema>;

/** GET studentCorner/{username}: spec 2 §3 "Dashboard", with the US Chess rating beside the ids. */
export const StudentDashboardSchema = z.object({
  username: z.string(),
  name: z.string(),
  /** The class time (batch) the student attends, as its label. */
  currentBatch: z.string().nullable(),
  currentRating: Int,
  uscfId: z.string().nullable(),
  chessDotComId: z.string().nullable(),
  liChessId: z.string().nullable(),
  /** The US Chess regular rating from the tournament lookup (null: no id, no rating, or unavailable). */
  uscfRating: NullableInt,
  uscfUnavailable: z.boolean(),
  /** 'YYYY-MM' of this month and last month in the club's time zone. */
  thisMonth: z.string(),
  lastMonth: z.string(),
  /** club, chesscom, lichess in that order. */
  sources: z.array(SourceStatsSchema),
  /** Whether the caller may open the report card (the same people) and comment (coaches, admins). */
  canComment: z.boolean(),
});
export type StudentDashboard = z.infer<typeof StudentDashboardSchema>;

/** The report's period: a term by default; both days are club-local and inclusive. */
export const ReportQuerySchema = z
  .object({ from: DateSchema.optional(), to: DateSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: PROGRESS_MESSAGES.periodOrder,
    path: ['to'],
  });
export type ReportQuery = z.input<typeof ReportQuerySchema>;

export const ReportPeriodSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** "Fall 2026" for a term, else "2026-09-01 – 2026-10-15". */
  label: z.string(),
});
export type ReportPeriod = z.infer<typeof ReportPeriodSchema>;

export const RatingPointSchema = z.object({ date: z.string(), rating: Int });
export const RatingLineSchema = z.object({
  series: z.enum(RATING_SERIES),
  label: z.string(),
  /** One point per club-local day with a known rating, oldest first. */
  points: z.array(RatingPointSchema),
  /** The site behind the line did not answer when last asked (the points are what was kept). */
  unavailableSince: Iso.nullable(),
});
export type RatingLine = z.infer<typeof RatingLineSchema>;

export const HomeworkItemSchema = z.object({
  id: Int,
  name: z.string(),
  assignedDate: z.string(),
  dueDate: z.string().nullable(),
  completedDate: z.string().nullable(),
  attempts: Int,
  overdue: z.boolean(),
});
export type HomeworkItem = z.infer<typeof HomeworkItemSchema>;

export const LiveGameLineSchema = z.object({
  id: z.string(),
  date: z.string(),
  opponent: z.string(),
  color: z.enum(['white', 'black']),
  outcome: z.enum(['win', 'draw', 'loss']),
  termination: z.string().nullable(),
  timeControl: z.string(),
});
export type LiveGameLine = z.infer<typeof LiveGameLineSchema>;

export const ReportCommentSchema = z.object({
  from: z.string(),
  to: z.string(),
  comment: z.string(),
  author: z.string().nullable(),
  updatedAt: Iso,
});
export type ReportComment = z.infer<typeof ReportCommentSchema>;

export const ReportCommentSaveSchema = z.object({
  from: DateSchema,
  to: DateSchema,
  comment: z
    .string()
    .max(REPORT_COMMENT_MAX_LENGTH, PROGRESS_MESSAGES.commentTooLong)
    .transform((s) => s.trim()),
});
export type ReportCommentSave = z.input<typeof ReportCommentSaveSchema>;

export const ReportCardSchema = z.object({
  student: z.object({
    id: Int,
    username: z.string(),
    name: z.string(),
    classTime: z.string().nullable(),
    coach: z.string().nullable(),
    currentRating: Int,
    uscfId: z.string().nullable(),
    chessDotComId: z.string().nullable(),
    liChessId: z.string().nullable(),
  }),
  period: ReportPeriodSchema,
  ratings: z.array(RatingLineSchema),
  homework: z.object({
    assigned: Int,
    completed: Int,
    overdue: Int,
    /** Completed of assigned, whole percent; null when nothing was assigned. */
    completionRate: NullableInt,
    /** Newest first, at most REPORT_LIST_MAX. */
    items: z.array(HomeworkItemSchema),
  }),
  puzzles: z.object({
    /** Distinct puzzles attempted in the period. */
    played: Int,
    /** Distinct puzzles solved in the period, at any attempt (the home table's definition). */
    solved: Int,
    /** Of the puzzles first met in the period, judged on the first try; weakest first. */
    themes: z.array(PuzzleThemeStatsSchema),
    review: z.object({ dueCount: Int, items: z.array(PuzzleReviewItemSchema) }),
  }),
  attendance: z.object({
    /** The class time's days in the period, up to today. */
    classDays: z.array(z.string()),
    /** The days marked present (club-local), oldest first. */
    attendedDays: z.array(z.string()),
    /** Attended class days of class days, whole percent; null when there were none. */
    rate: NullableInt,
  }),
  games: z.object({
    played: Int,
    won: Int,
    drawn: Int,
    lost: Int,
    /** Newest first, at most REPORT_LIST_MAX. */
    recent: z.array(LiveGameLineSchema),
  }),
  /** The student's blunders in their analysed games (issue 34, docs/decisions/0067). */
  mistakes: MistakesSummarySchema,
  comment: ReportCommentSchema.nullable(),
  canComment: z.boolean(),
});
export type ReportCard = z.infer<typeof ReportCardSchema>;

export const ProgressClassSchema = z.object({
  id: Int,
  label: z.string(),
  students: Int,
});
export type ProgressClass = z.infer<typeof ProgressClassSchema>;

export const ClassProgressQuerySchema = z
  .object({
    from: DateSchema.optional(),
    to: DateSchema.optional(),
    ...pageQuery(CLASS_PROGRESS_PAGE_MAX, CLASS_PROGRESS_PAGE_MAX),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: PROGRESS_MESSAGES.periodOrder,
    path: ['to'],
  });
export type ClassProgressQuery = z.input<typeof ClassProgressQuerySchema>;
export const ClassProgressCsvQuerySchema = z
  .object({ from: DateSchema.optional(), to: DateSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: PROGRESS_MESSAGES.periodOrder,
    path: ['to'],
  });

/** One student's row: figures for the period and weekly trends (one value per week of `weeks`). */
export const ClassProgressRowSchema = z.object({
  id: Int,
  username: z.string(),
  name: z.string(),
  rating: Int,
  /** The club puzzle rating now (null: never rated). */
  puzzleRating: NullableInt,
  /** The puzzle rating at the end of each week (null before the first rated puzzle). */
  ratingTrend: z.array(NullableInt),
  homeworkAssigned: Int,
  homeworkCompleted: Int,
  homeworkRate: NullableInt,
  /** Homework completed in each week. */
  homeworkTrend: z.array(Int),
  attended: Int,
  classDays: Int,
  attendanceRate: NullableInt,
  /** Days attended in each week. */
  attendanceTrend: z.array(Int),
  puzzlesSolved: Int,
  gamesPlayed: Int,
  /** Games of the period the engine analysed (the student's side known), and blunders per game. */
  gamesAnalysed: Int,
  blundersPerGame: z.number().nullable(),
});
export type ClassProgressRow = z.infer<typeof ClassProgressRowSchema>;

export const ClassProgressSchema = pageOf(ClassProgressRowSchema).extend({
  classTime: z.object({ id: Int, label: z.string() }),
  period: ReportPeriodSchema,
  /** The first day of each week of the trends. */
  weeks: z.array(z.string()),
});
export type ClassProgress = z.infer<typeof ClassProgressSchema>;

export const ProgressChildSchema = z.object({ username: z.string(), name: z.string() });
export type ProgressChild = z.infer<typeof ProgressChildSchema>;

export const StudentParentSchema = z.object({ id: Int, username: z.string(), name: z.string() });
export type StudentParent = z.infer<typeof StudentParentSchema>;
export const StudentParentsSaveSchema = z.object({
  usernames: z
    .array(z.string().trim().min(1).max(USERNAME_MAX_LENGTH))
    .max(STUDENT_PARENTS_MAX, PROGRESS_MESSAGES.tooManyParents),
});
export type StudentParentsSave = z.input<typeof StudentParentsSaveSchema>;

/**
 * GET and PUT /api/studentCorner/{username}/onlineGames (issue 34): whether the student's recent
 * chess.com and Lichess games are imported into My Games and analysed. Off until the student, a
 * linked parent or an admin turns it on (`canChange`); their coach reads it.
 */
export const OnlineGamesStateSchema = z.object({
  enabled: z.boolean(),
  canChange: z.boolean(),
  /** The accounts the import reads (the student's chess.com and Lichess ids). */
  chessDotComId: z.string().nullable(),
  liChessId: z.string().nullable(),
  enabledAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  /** New games the last run filed. */
  lastAdded: NullableInt,
  /** What the last run could not read, if anything. */
  lastError: z.string().nullable(),
});
export type OnlineGamesState = z.infer<typeof OnlineGamesStateSchema>;
export const OnlineGamesSaveSchema = z.object({ enabled: z.boolean() });
export type OnlineGamesSave = z.infer<typeof OnlineGamesSaveSchema>;

/** How far back an import looks, and how many games of each site it files at most a run. */
export const ONLINE_IMPORT_DAYS = 30;
export const ONLINE_IMPORT_MAX_GAMES = 20;

export const ONLINE_GAMES_MESSAGES = {
  notYours: 'Only the student, a parent linked to them or an admin can change this.',
  explain: `When this is on, the student's games of the last ${ONLINE_IMPORT_DAYS} days on chess.com and Lichess (the ids on their profile) are copied into their My Games once a day, and the engine finds their mistakes. Nothing is shared with those sites.`,
} as const;
