import { z } from 'zod';
import { SHORT_TEXT_MAX_LENGTH } from '../constants.js';
import { MESSAGES } from '../messages.js';
import {
  ASSIGN_IDS_MAX,
  ASSIGNMENT_MESSAGES,
  ASSIGNMENT_PAGE_SIZE_MAX,
  ASSIGNMENT_STUDENTS_PAGE_SIZE_MAX,
  CLASS_TIMES_TEXT_MAX_LENGTH,
} from './assignment-limits.js';
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
import { StudentRowSchema } from './users.js';

/** The coach's side of assignments: the manage list, new assignments, and assigning students. */

const IdsSchema = (noun: string) =>
  z
    .array(z.number().int().positive(), { error: `Give a list of ${noun} ids.` })
    .max(ASSIGN_IDS_MAX, `Choose at most ${ASSIGN_IDS_MAX} ${noun}s.`);

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
export const AssignmentStudentSchema = StudentRowSchema.pick({
  id: true,
  username: true,
  name: true,
  rating: true,
  section: true,
  classTime: true,
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

/**
 * Whom an assign request names: users, and everyone in the class times (comma-separated labels),
 * with the club-local day the assignments are due, if any.
 */
const assignees = {
  userIds: IdsSchema('user').default([]),
  classTimes: optionalString(CLASS_TIMES_TEXT_MAX_LENGTH),
  dueDate: DateSchema.nullish().transform((v) => v ?? null),
};

/** Refuses an assign request that names no student: no user and no class time. */
function requireAssignees(
  r: { userIds: number[]; classTimes: string | null },
  ctx: z.RefinementCtx,
) {
  if (!r.userIds.length && !r.classTimes)
    ctx.addIssue({
      code: 'custom',
      path: ['userIds'],
      message: ASSIGNMENT_MESSAGES.chooseStudents,
    });
}

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
    ...assignees,
  })
  .superRefine((r, ctx) => {
    if (!r.gameIds.length && !r.dirPath)
      ctx.addIssue({ code: 'custom', path: ['gameIds'], message: ASSIGNMENT_MESSAGES.chooseGames });
    requireAssignees(r, ctx);
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
    ...assignees,
  })
  .superRefine(requireAssignees);
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
