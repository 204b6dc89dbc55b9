import { z } from 'zod';
import { SHORT_TEXT_MAX_LENGTH } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { pageOf, pageQuery } from './common.js';
import { DateSchema, optionalString, requiredString } from './fields.js';
import {
  DirPathSchema,
  FEN_MAX_LENGTH,
  GAME_IDS_MAX,
  GAME_NAME_MAX_LENGTH,
  GAME_TEXT_MAX_LENGTH,
  GAME_TYPES,
  QUESTION_TYPES,
} from './games.js';

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

/** The Show Solution threshold when the club setting (CONFIG_NAMES.showSolutionAfterAttempts) is unset. */
export const SHOW_SOLUTION_AFTER_ATTEMPTS_DEFAULT = 10;

export const ASSIGNMENT_PAGE_SIZE_MAX = 100;
export const ASSIGNMENT_STUDENTS_PAGE_SIZE_MAX = 500;
/**
 * Students in one page of the progress table: 100 × 200 assignments is 20,000 cells (about 2 MB);
 * the whole table is the CSV export (docs/decisions/0032).
 */
export const PROGRESS_PAGE_SIZE_MAX = 100;
/** A student's copy of an assignment is answered with moves from the game's position: at most this many. */
export const ANSWER_MOVES_MAX = 200;
/** Ids in one assign call (assignments or users). */
export const ASSIGN_IDS_MAX = 1000;
/** Class times text: comma-separated labels. */
export const CLASS_TIMES_TEXT_MAX_LENGTH = 1000;

export const ASSIGNMENT_MESSAGES = {
  /** The amber message while an answer is checked (spec 2 §4). */
  submitting: 'Submitted Answer. Please wait...',
  /** The answer result word for a right answer (spec 2 §4); anything else is wrong. */
  correct: 'correct',
  incorrect: 'incorrect',
  notFound: 'No such assignment.',
  notAssignedGame: 'This game is not assigned yet.',
  /** Assign users: nobody chosen (spec 2 §5). */
  chooseStudents: 'Choose at least one student or enter class times.',
  chooseGames: 'Choose at least one game or a directory.',
  noGamesInDir: 'There are no games in this directory.',
  unknownClassTimes: (labels: string[]) => `No class time is called ${labels.join(', ')}.`,
  notYourStudents: 'You can assign only your own students.',
  studentsOnly: 'Only coaches and admins can see other students’ assignments.',
  assigned: (assignments: number, students: number, added: number) =>
    `Assigned ${assignments} ${assignments === 1 ? 'assignment' : 'assignments'} to ${students} ${
      students === 1 ? 'student' : 'students'
    } (${added} new).`,
  unassigned: (removed: number, keptCompleted: number) =>
    `Removed ${removed} ${removed === 1 ? 'assignment' : 'assignments'}` +
    (keptCompleted ? `; kept ${keptCompleted} already completed.` : '.'),
  solutionAccepted: 'Accepted as a solution.',
  solutionAlreadyThere: 'This position is already a solution.',
  /** The page's sentence: the same number the server unlocks at. */
  showSolutionAfter: (n: number) =>
    `Show Solution unlocks after ${n} ${n === 1 ? 'attempt' : 'attempts'}.`,
  wrongAnswerType: 'This answer does not fit the assignment’s game type.',
  /** A Question answered with nothing: refused, so it costs no attempt. */
  answerFirst: 'Choose or type an answer first.',
  /** Deleting assigned library games (games/delete without force). */
  gamesAssigned: (n: number) =>
    `${n} ${n === 1 ? 'assignment uses' : 'assignments use'} ${
      n === 1 ? 'this game' : 'these games'
    }. Delete anyway to remove ${n === 1 ? 'it' : 'them'} too.`,
} as const;

const IdsSchema = (noun: string) =>
  z
    .array(z.number().int().positive(), { error: `Give a list of ${noun} ids.` })
    .max(ASSIGN_IDS_MAX, `Choose at most ${ASSIGN_IDS_MAX} ${noun}s.`);

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
});
export type AssignmentListQuery = z.input<typeof AssignmentListQuerySchema>;

/** A row of the coach's /assignments list (GET /api/assignments/manage). */
export const AssignmentSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gameId: z.number().int(),
  gameType: z.enum(GAME_TYPES),
  dirPath: z.string(),
  /** Students who have it (a coach: of their own students). */
  assignedCount: z.number().int(),
  completedCount: z.number().int(),
  createdDate: z.string(),
});
export type AssignmentSummary = z.infer<typeof AssignmentSummarySchema>;
export const AssignmentSummaryPageSchema = pageOf(AssignmentSummarySchema);
export type AssignmentSummaryPage = z.infer<typeof AssignmentSummaryPageSchema>;

export const AssignmentManageQuerySchema = z.object({
  ...pageQuery(ASSIGNMENT_PAGE_SIZE_MAX, 50),
  search: optionalString(SHORT_TEXT_MAX_LENGTH),
});
export type AssignmentManageQuery = z.input<typeof AssignmentManageQuerySchema>;

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

const required = (max: number) => requiredString(max, { required: MESSAGES.pleaseEnterRequired });

/**
 * POST /api/assignments (the /assignmentAdd form): a new library game and its assignment.
 * name, type, fen and solutionFen are required ("Please enter required field"); a Question game
 * has its answer in `solution` instead of solutionFen, and a questionType.
 */
export const AssignmentCreateSchema = z
  .object({
    name: required(GAME_NAME_MAX_LENGTH),
    game: z.object({
      type: z.enum(GAME_TYPES, { error: MESSAGES.pleaseEnterRequired }),
      fen: required(FEN_MAX_LENGTH),
      solutionFen: optionalString(GAME_TEXT_MAX_LENGTH),
      solution: optionalString(GAME_TEXT_MAX_LENGTH),
      notes: optionalString(GAME_TEXT_MAX_LENGTH),
      questionType: z
        .enum(QUESTION_TYPES, { error: 'Choose Choice, Choices or Freeform.' })
        .nullish()
        .transform((v) => v ?? null),
      questionChoices: optionalString(GAME_TEXT_MAX_LENGTH),
      /** Where the new game is kept in the library (default /Assignments). */
      dirPath: DirPathSchema.default('/Assignments'),
    }),
  })
  .superRefine((a, ctx) => {
    if (a.game.type === 'Question') {
      if (!a.game.questionType)
        ctx.addIssue({
          code: 'custom',
          path: ['game', 'questionType'],
          message: MESSAGES.pleaseEnterRequired,
        });
      if (!a.game.solution)
        ctx.addIssue({
          code: 'custom',
          path: ['game', 'solution'],
          message: MESSAGES.pleaseEnterRequired,
        });
    } else if (!a.game.solutionFen) {
      ctx.addIssue({
        code: 'custom',
        path: ['game', 'solutionFen'],
        message: MESSAGES.pleaseEnterRequired,
      });
    }
  });
export type AssignmentCreate = z.input<typeof AssignmentCreateSchema>;

/** A student row of the Assign screens (spec 2 §3 "Student or user row"). */
export const AssignmentStudentSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  rating: z.number().int(),
  section: z.string().nullable(),
  classTime: z.string().nullable(),
});
export type AssignmentStudent = z.infer<typeof AssignmentStudentSchema>;
export const AssignmentStudentPageSchema = pageOf(AssignmentStudentSchema);
export type AssignmentStudentPage = z.infer<typeof AssignmentStudentPageSchema>;

/** The {id} segment of assignedUsers and unassignedUsers: one id or several, comma-separated. */
export const AssignmentIdsParamsSchema = z.object({
  id: z
    .string()
    .max(ASSIGN_IDS_MAX * 11, `Choose at most ${ASSIGN_IDS_MAX} assignments.`)
    .transform((s) => s.split(',').map((p) => Number(p.trim())))
    .pipe(
      z
        .array(z.number().int().positive(), { error: 'Give assignment ids, comma-separated.' })
        .min(1)
        .max(ASSIGN_IDS_MAX, `Choose at most ${ASSIGN_IDS_MAX} assignments.`),
    ),
});

/**
 * The students grids of /assignmentAssign: assigned (has every one of the ids) or unassigned
 * (lacks at least one). A coach sees only their own students, an admin every student.
 */
export const AssignmentStudentsQuerySchema = z.object({
  ...pageQuery(ASSIGNMENT_STUDENTS_PAGE_SIZE_MAX, 100),
  search: optionalString(SHORT_TEXT_MAX_LENGTH),
});
export type AssignmentStudentsQuery = z.input<typeof AssignmentStudentsQuerySchema>;

const ClassTimesTextSchema = optionalString(CLASS_TIMES_TEXT_MAX_LENGTH);

/**
 * POST /api/assignments/assignmentGroup (spec 2 §3 "Assignment group request"): the games named
 * and every game directly in dirPath become assignments (the existing one when a game has one),
 * given to the users named and everyone in the class times (comma-separated labels).
 */
export const AssignmentGroupRequestSchema = z
  .object({
    gameIds: IdsSchema('game')
      .max(GAME_IDS_MAX, `Choose at most ${GAME_IDS_MAX} games.`)
      .default([]),
    dirPath: DirPathSchema.nullish().transform((v) => v ?? null),
    userIds: IdsSchema('user').default([]),
    classTimes: ClassTimesTextSchema,
    dueDate: DateSchema.nullish().transform((v) => v ?? null),
  })
  .superRefine((r, ctx) => {
    if (!r.gameIds.length && !r.dirPath)
      ctx.addIssue({ code: 'custom', path: ['gameIds'], message: ASSIGNMENT_MESSAGES.chooseGames });
    if (!r.userIds.length && !r.classTimes)
      ctx.addIssue({
        code: 'custom',
        path: ['userIds'],
        message: ASSIGNMENT_MESSAGES.chooseStudents,
      });
  });
export type AssignmentGroupRequest = z.input<typeof AssignmentGroupRequestSchema>;

/**
 * POST /api/assignments/assign and /unassign (spec 2 §3 "Assign payload": assignmentIds, userIds),
 * with the class times of the assign screen: everyone in them (a coach: their own students) is
 * given, or loses, the assignments too.
 */
export const AssignRequestSchema = z
  .object({
    assignmentIds: IdsSchema('assignment').min(1, 'Choose at least one assignment.'),
    userIds: IdsSchema('user').default([]),
    classTimes: ClassTimesTextSchema,
    dueDate: DateSchema.nullish().transform((v) => v ?? null),
  })
  .superRefine((r, ctx) => {
    if (!r.userIds.length && !r.classTimes)
      ctx.addIssue({
        code: 'custom',
        path: ['userIds'],
        message: ASSIGNMENT_MESSAGES.chooseStudents,
      });
  });
export type AssignRequest = z.input<typeof AssignRequestSchema>;

export const AssignResultSchema = z.object({
  message: z.string(),
  assignmentIds: z.array(z.number().int()),
  /** Students who were given at least one of them. */
  students: z.number().int(),
  /** New student copies made (assigning twice makes none). */
  added: z.number().int(),
});
export type AssignResult = z.infer<typeof AssignResultSchema>;
export const UnassignResultSchema = z.object({
  message: z.string(),
  removed: z.number().int(),
  /** Completed copies are kept: the student's work is not thrown away. */
  keptCompleted: z.number().int(),
});
export type UnassignResult = z.infer<typeof UnassignResultSchema>;

/** GET /api/assignments/progress: a class time's students × its assignments. */
export const ProgressQuerySchema = z.object({
  ...pageQuery(PROGRESS_PAGE_SIZE_MAX, 50),
  /** A class time's label (the users' classTime text); ignored for a student (own row). */
  classTime: optionalString(SHORT_TEXT_MAX_LENGTH),
});
export type ProgressQuery = z.input<typeof ProgressQuerySchema>;
export const ProgressCsvQuerySchema = ProgressQuerySchema.omit({ page: true, size: true });

export const ProgressColumnSchema = z.object({
  assignmentId: z.number().int(),
  name: z.string(),
  /** Students of the class time (all, not only this page) who have it, and who completed it. */
  assigned: z.number().int(),
  completed: z.number().int(),
});
export const ProgressCellSchema = z.object({
  assignmentId: z.number().int(),
  completed: z.boolean(),
  /** Completion date, else null. */
  modifiedDate: z.string().nullable(),
  attemptCount: z.number().int(),
  dueDate: z.string().nullable(),
  overdue: z.boolean(),
});
export const ProgressRowSchema = z.object({
  user: z.object({ id: z.number().int(), username: z.string(), name: z.string() }),
  /** One cell per column the student has, in the columns' order; columns they lack are absent. */
  cells: z.array(ProgressCellSchema),
  assigned: z.number().int(),
  completed: z.number().int(),
});
export const AssignmentProgressSchema = z.object({
  classTime: z.string().nullable(),
  columns: z.array(ProgressColumnSchema),
  rows: z.array(ProgressRowSchema),
  /** Students in all (rows are one page of them). */
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type AssignmentProgress = z.infer<typeof AssignmentProgressSchema>;
export type ProgressRow = z.infer<typeof ProgressRowSchema>;
export type ProgressCell = z.infer<typeof ProgressCellSchema>;

/** POST /api/games/delete gains `force`: assigned games are deleted only with it (0032). */
export const ASSIGNED_GAMES_CODE = 'GAMES_ASSIGNED';
