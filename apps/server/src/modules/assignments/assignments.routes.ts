import {
  AcceptSolutionRequestSchema,
  AcceptSolutionResultSchema,
  AnswerRequestSchema,
  AnswerResultSchema,
  ApiErrorSchema,
  AssignmentCreateSchema,
  AssignmentDetailSchema,
  AssignmentGroupRequestSchema,
  AssignmentIdSchema,
  AssignmentIdsParamsSchema,
  AssignmentListQuerySchema,
  AssignmentManageQuerySchema,
  AssignmentProgressSchema,
  AssignmentsWaitingSchema,
  AssignmentStudentPageSchema,
  AssignmentStudentsQuerySchema,
  AssignmentSummaryPageSchema,
  AssignmentSummarySchema,
  AssignRequestSchema,
  AssignResultSchema,
  MyAssignmentQuerySchema,
  NextAssignmentIdSchema,
  ProgressCsvQuerySchema,
  ProgressQuerySchema,
  StudentAssignmentPageSchema,
  UnassignResultSchema,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { byId, byPath, byQuery, INVALID_OR_MISSING } from '../../lib/route-schemas.js';
import { signedInRoutes } from '../../lib/routes.js';
import { assign, assignGroup, assignmentStudents, unassign } from './assignments.assign.service.js';
import { progressCsv, progressTable } from './assignments.progress.service.js';
import {
  createAssignment,
  listAssignments,
  manageAssignments,
  myAssignmentId,
  waitingAssignments,
} from './assignments.service.js';
import {
  acceptAsSolution,
  answerAssignment,
  assignmentDetail,
  nextIncompleteId,
} from './assignments.solving.service.js';

/** Assignments (spec 2 §2 "Assignments", §3, §4, §7; issue 13; docs/decisions/0032). */
const assignmentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Club members: routes a student uses too; where the query names other students the service
  // answers 403 to anyone but a coach or admin (docs/decisions/0032). Every route may answer 403
  // with a reason: a coach naming someone else's student, a student asking for others' copies.
  // Any account (authenticated): a linked parent reads a child's homework (the access policy,
  // docs/decisions/0049).
  const { clubMember, coachOrAdmin, authenticated } = signedInRoutes(app, 'assignments');

  authenticated.get(
    '/api/assignments',
    "Your assignments (completed filters), incomplete first by due date; with username, a student's whom the caller may see; with userClassTime (the report) or gameId, a coach's or admin's students' copies",
    {
      querystring: AssignmentListQuerySchema,
      response: { 200: StudentAssignmentPageSchema, ...INVALID_OR_MISSING },
    },
    (request, user) => listAssignments(ctx, user, request.query),
  );

  coachOrAdmin.get(
    '/api/assignments/manage',
    'Every assignment, newest first (name search), with how many of your students have it and completed it',
    byQuery(AssignmentManageQuerySchema, AssignmentSummaryPageSchema),
    (request, user) => manageAssignments(ctx, user, request.query),
  );

  clubMember.get(
    '/api/assignments/waiting',
    'How many of your assignments are not completed, and how many of those are overdue',
    { response: { 200: AssignmentsWaitingSchema } },
    (_request, user) => waitingAssignments(ctx, user),
  );

  clubMember.get(
    '/api/assignments/progress',
    "A class time's progress table: a page of its students by name × every assignment any of them has (a coach: own students); a student gets their own row",
    byQuery(ProgressQuerySchema, AssignmentProgressSchema),
    (request, user) => progressTable(ctx, user, request.query),
  );

  coachOrAdmin.csv(
    '/api/assignments/progress.csv',
    "The whole progress table of a class time's students as CSV",
    { querystring: ProgressCsvQuerySchema },
    (request, user) => ({
      filename: 'assignments-progress.csv',
      lines: progressCsv(ctx, user, request.query),
    }),
  );

  clubMember.get(
    '/api/myassignment',
    "The assignment of a library game: yours (a student's copy), or the game's for a coach or admin",
    {
      querystring: MyAssignmentQuerySchema,
      response: { 200: AssignmentIdSchema, ...INVALID_OR_MISSING },
    },
    async (request, user) => ({ id: await myAssignmentId(ctx, user, request.query.gameId) }),
  );

  clubMember.get(
    '/api/assignments/:id',
    'One assignment with its game; the solution only once Show Solution is unlocked for you (404 to a student without it)',
    byId(AssignmentDetailSchema),
    (request, user) => assignmentDetail(ctx, user, request.params.id),
  );

  clubMember.get(
    '/api/assignments/:id/nextIncompleteId',
    'Your next incomplete assignment after this one (wrapping round), or null; for a coach or admin without it, the next assignment',
    byId(NextAssignmentIdSchema),
    async (request, user) => ({ id: await nextIncompleteId(ctx, user, request.params.id) }),
  );

  clubMember.put(
    '/api/assignments/:id/answer',
    'Answer an assignment: judged on the server; a wrong answer adds an attempt, a right one completes your copy',
    byId(AnswerResultSchema, { body: AnswerRequestSchema }),
    (request, user) => answerAssignment(ctx, user, request.params.id, request.body),
  );

  coachOrAdmin.put(
    '/api/assignments/:id/acceptAsSolution',
    "Add a board position to the assignment's game's solution positions",
    byId(AcceptSolutionResultSchema, { body: AcceptSolutionRequestSchema }),
    (request) => acceptAsSolution(ctx, request.params.id, request.body.fen),
  );

  coachOrAdmin.post(
    '/api/assignments',
    'Add an assignment: a new library game (in /Assignments by default) and its assignment',
    {
      body: AssignmentCreateSchema,
      response: { 201: AssignmentSummarySchema, 400: ApiErrorSchema },
    },
    async (request, user, reply) =>
      reply.status(201).send(await createAssignment(ctx, user, request.body)),
  );

  // The students who have every one of the assignments, or who lack at least one.
  for (const [path, having, summary] of [
    [
      'assignedUsers',
      true,
      'Your students (an admin: every student) who have every one of these assignments (ids comma-separated), by name',
    ],
    [
      'unassignedUsers',
      false,
      'Your active students (an admin: every student) who lack at least one of these assignments (ids comma-separated), by name',
    ],
  ] as const) {
    coachOrAdmin.get(
      `/api/assignments/:id/${path}`,
      summary,
      byPath(AssignmentIdsParamsSchema, AssignmentStudentPageSchema, {
        querystring: AssignmentStudentsQuerySchema,
      }),
      (request, user) => assignmentStudents(ctx, user, request.params.id, request.query, having),
    );
  }

  coachOrAdmin.post(
    '/api/assignments/assignmentGroup',
    'Assign games (by id and directly in dirPath) to students (by id and everyone in comma-separated class times); a copy is never made twice',
    {
      body: AssignmentGroupRequestSchema,
      response: { 200: AssignResultSchema, ...INVALID_OR_MISSING },
    },
    (request, user) => assignGroup(ctx, user, request.body),
  );

  coachOrAdmin.post(
    '/api/assignments/assign',
    'Give assignments to students (a coach: own students); a copy is never made twice',
    { body: AssignRequestSchema, response: { 200: AssignResultSchema, ...INVALID_OR_MISSING } },
    (request, user) => assign(ctx, user, request.body),
  );

  coachOrAdmin.post(
    '/api/assignments/unassign',
    'Take assignments back from students; completed copies are kept',
    { body: AssignRequestSchema, response: { 200: UnassignResultSchema, ...INVALID_OR_MISSING } },
    (request, user) => unassign(ctx, user, request.body),
  );
};

export default assignmentsRoutes;
