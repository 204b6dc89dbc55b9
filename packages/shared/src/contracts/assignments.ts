import { z } from 'zod';
import { SHORT_TEXT_MAX_LENGTH } from '../constants.js';
import { ASSIGNMENT_PAGE_SIZE_MAX } from './assignment-limits.js';
import { pageOf, pageQuery } from './common.js';
import { optionalString, requiredString } from './fields.js';
import { FEN_MAX_LENGTH, GAME_TEXT_MAX_LENGTH, GAME_TYPES, QUESTION_TYPES } from './games.js';

export * from './assignment-limits.js';
export * from './assignment-management.js';
export * from './assignment-progress.js';

/**
 * Assignments (spec 2 §2 "Assignments", §3, §4, §7; issue 13; docs/decisions/0032): homework from
 * the games library. An assignment is one library game given a name (one per game); a student's
 * copy of it (`student_assignments`) carries their attempts and completion. Paths are under /api.
 *
 * | Method and path                                 | Access       | Body / answer |
 * | GET assignments?completed&page&size             | clubMember   | the caller's own, `StudentAssignmentPage` |
 * | GET assignments?userClassTime=&completed=       | clubMember*  | students of a class time (report) |
 * | GET assignments?gameId=                         | clubMember*  | students who have that game's assignment |
 * | GET assignments/manage?search&page&size         | coachOrAdmin | `AssignmentSummaryPage`, every assignment |
 * | GET assignments/waiting                         | clubMember   | `AssignmentsWaiting` (the home page count) |
 * | GET assignments/progress?classTime=&page&size   | clubMember*  | `AssignmentProgress` (a student: own row) |
 * | GET assignments/progress.csv?classTime=         | coachOrAdmin | text/csv of the whole table |
 * | GET myassignment?gameId=                        | clubMember   | `{ id }` |
 * | GET assignments/{id}                            | clubMember   | `AssignmentDetail` (404 to a student without it) |
 * | GET assignments/{id}/nextIncompleteId           | clubMember   | `{ id: number \| null }` |
 * | PUT assignments/{id}/answer                     | clubMember   | `AnswerRequest` → `AnswerResult` |
 * | PUT assignments/{id}/acceptAsSolution           | coachOrAdmin | `{ fen }` → `AcceptSolutionResult` |
 * | POST assignments                                | coachOrAdmin | `AssignmentCreate` → `AssignmentSummary` (201) |
 * | GET assignments/{ids}/assignedUsers             | coachOrAdmin | `AssignmentStudentPage` |
 * | GET assignments/{ids}/unassignedUsers           | coachOrAdmin | `AssignmentStudentPage` |
 * | POST assignments/assignmentGroup                | coachOrAdmin | `AssignmentGroupRequest` → `AssignResult` |
 * | POST assignments/assign                         | coachOrAdmin | `AssignRequest` → `AssignResult` |
 * | POST assignments/unassign                       | coachOrAdmin | `AssignRequest` → `UnassignResult` |
 *
 * (*) the route is open to club members; the query names students, so the service answers 403
 * to a caller who is not a coach or admin.
 */

/** The game of an assignment as a student may see it before Show Solution unlocks. */
export const AssignmentGameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(GAME_TYPES),
  notes: z.string().nullable(),
  fen: z.string(),
  blacksTurn: z.boolean(),
  questionType: z.enum(QUESTION_TYPES).nullable(),
  /** Question games: the choices, one a line. */
  questionChoices: z.string().nullable(),
  /** Null until the solution is unlocked for the caller (always there for coaches and admins). */
  solutionFen: z.string().nullable(),
  solution: z.string().nullable(),
  pgn: z.string().nullable(),
});
export type AssignmentGame = z.infer<typeof AssignmentGameSchema>;

/** GET /api/assignments/{id}: the spec's Assignment with its game, for the caller. */
export const AssignmentDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  game: AssignmentGameSchema,
  /** The caller's copy: 0, false and null for a coach or admin who does not have it. */
  attemptCount: z.number().int(),
  completed: z.boolean(),
  assignedToUsername: z.string().nullable(),
  createdDate: z.string(),
  /** When the caller completed it (the spec's modifiedDate), else null. */
  modifiedDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  /** The club's Show Solution threshold (attempts). */
  showSolutionAfterAttempts: z.number().int(),
  /** Whether Show Solution is enabled for the caller (coach, admin, completed, or enough attempts). */
  solutionUnlocked: z.boolean(),
  /** Coach or admin: Assign and Accept As Solution are shown. */
  canManage: z.boolean(),
});
export type AssignmentDetail = z.infer<typeof AssignmentDetailSchema>;

/** A row of the assignment lists and the report: one student's copy (spec 2 §3 Assignment). */
export const StudentAssignmentSchema = z.object({
  /** The assignment's id (what /assignment/{id} opens). */
  id: z.number().int(),
  name: z.string(),
  gameId: z.number().int(),
  gameType: z.enum(GAME_TYPES),
  attemptCount: z.number().int(),
  completed: z.boolean(),
  assignedToUsername: z.string(),
  /** The student's name (report). */
  assignedToName: z.string(),
  classTime: z.string().nullable(),
  /** When it was given to the student. */
  createdDate: z.string(),
  /** When it was completed, else null. */
  modifiedDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  /** Not completed and the due date has passed (club time). */
  overdue: z.boolean(),
});
export type StudentAssignment = z.infer<typeof StudentAssignmentSchema>;
export const StudentAssignmentPageSchema = pageOf(StudentAssignmentSchema);
export type StudentAssignmentPage = z.infer<typeof StudentAssignmentPageSchema>;

/** GET /api/assignments: the caller's own; with userClassTime (report) or gameId, students'. */
export const AssignmentListQuerySchema = z.object({
  ...pageQuery(ASSIGNMENT_PAGE_SIZE_MAX, 50),
  completed: z
    .enum(['true', 'false'], { error: 'completed is true or false.' })
    .transform((v) => v === 'true')
    .optional(),
  userClassTime: optionalString(SHORT_TEXT_MAX_LENGTH),
  gameId: z.coerce.number().int().positive().optional(),
  /** One student's copies instead of the caller's: whoever may see the student (rules/access.ts). */
  username: z.string().min(1).max(100).optional(),
});
export type AssignmentListQuery = z.input<typeof AssignmentListQuerySchema>;

/** GET /api/assignments/waiting: what the member's home page counts. */
export const AssignmentsWaitingSchema = z.object({
  waiting: z.number().int(),
  overdue: z.number().int(),
});
export type AssignmentsWaiting = z.infer<typeof AssignmentsWaitingSchema>;

/** GET /api/myassignment?gameId= */
export const MyAssignmentQuerySchema = z.object({ gameId: z.coerce.number().int().positive() });
export const AssignmentIdSchema = z.object({ id: z.number().int() });
/** GET /api/assignments/{id}/nextIncompleteId: null when there is none (Next is disabled). */
export const NextAssignmentIdSchema = z.object({ id: z.number().int().nullable() });

/**
 * PUT /api/assignments/{id}/answer (spec 2 §3 "Answer payload"). `type` is the game's type the
 * page answered (Question, Puzzle, Training). A board answer is `completedSolution`, the moves
 * played from the game's position in SAN separated by spaces (the server replays them), and `fen`,
 * the position reached (used when no moves are sent). A Question answer is `completedSolution`:
 * the chosen choice (Choice), the chosen choices one a line (Choices), or the text (Freeform).
 */
export const AnswerRequestSchema = z.object({
  fen: optionalString(FEN_MAX_LENGTH),
  type: z.enum(GAME_TYPES, { error: 'Choose Question, Puzzle or Training.' }),
  completedSolution: optionalString(GAME_TEXT_MAX_LENGTH),
});
export type AnswerRequest = z.input<typeof AnswerRequestSchema>;

export const AnswerResultSchema = z.object({
  /** "correct", or "incorrect" (spec 2 §4: anything but correct is red). */
  result: z.string(),
  attemptCount: z.number().int(),
  completed: z.boolean(),
  modifiedDate: z.string().nullable(),
  solutionUnlocked: z.boolean(),
  /** Whether the answer was recorded (false for a coach or admin trying a game). */
  recorded: z.boolean(),
});
export type AnswerResult = z.infer<typeof AnswerResultSchema>;

/** PUT /api/assignments/{id}/acceptAsSolution: the coach's board position becomes a solution. */
export const AcceptSolutionRequestSchema = z.object({
  fen: requiredString(FEN_MAX_LENGTH),
});
export type AcceptSolutionRequest = z.input<typeof AcceptSolutionRequestSchema>;
export const AcceptSolutionResultSchema = z.object({
  message: z.string(),
  solutionFen: z.string(),
});
export type AcceptSolutionResult = z.infer<typeof AcceptSolutionResultSchema>;

/** POST /api/games/delete gains `force`: assigned games are deleted only with it (0032). */
export const ASSIGNED_GAMES_CODE = 'GAMES_ASSIGNED';
