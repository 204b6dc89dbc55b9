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
  IdParamsSchema,
  MyAssignmentQuerySchema,
  NextAssignmentIdSchema,
  ProgressCsvQuerySchema,
  ProgressQuerySchema,
  StudentAssignmentPageSchema,
  UnassignResultSchema,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { INVALID_OR_MISSING, sendCsv, signedInRoutes } from '../../lib/routes.js';
import { requireAuth } from '../../plugins/auth.js';
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

// Routes a student uses too; where the query names other students the service answers 403 to
// anyone but a coach or admin (docs/decisions/0032). Every route may answer 403 with a reason:
// a coach naming someone else's student, a student asking for others' copies.
const member = signedInRoutes('assignments', 'clubMember');
const coachOrAdmin = signedInRoutes('assignments', 'coachOrAdmin');
/** Any account: a linked parent reads a child's homework (the access policy, docs/decisions/0049). */
const signedIn = signedInRoutes('assignments', 'authenticated');

/** Assignments (spec 2 §2 "Assignments", §3, §4, §7; issue 13; docs/decisions/0032). */
const assignmentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/assignments',
    signedIn(
      "Your assignments (completed filters), incomplete first by due date; with username, a student's whom the caller may see; with userClassTime (the report) or gameId, a coach's or admin's students' copies",
      {
        querystring: AssignmentListQuerySchema,
        response: { 200: StudentAssignmentPageSchema, ...INVALID_OR_MISSING },
      },
    ),
    async (request) => listAssignments(ctx, requireAuth(request).user, request.query),
  );

  app.get(
    '/api/assignments/manage',
    coachOrAdmin(
      'Every assignment, newest first (name search), with how many of your students have it and completed it',
      {
        querystring: AssignmentManageQuerySchema,
        response: { 200: AssignmentSummaryPageSchema, 400: ApiErrorSchema },
      },
    ),
    async (request) => manageAssignments(ctx, requireAuth(request).user, request.query),
  );

  app.get(
    '/api/assignments/waiting',
    member('How many of your assignments are not completed, and how many of those are overdue', {
      response: { 200: AssignmentsWaitingSchema },
    }),
    async (request) => waitingAssignments(ctx, requireAuth(request).user),
  );

  app.get(
    '/api/assignments/progress',
    member(
      "A class time's progress table: a page of its students by name × every assignment any of them has (a coach: own students); a student gets their own row",
      {
        querystring: ProgressQuerySchema,
        response: { 200: AssignmentProgressSchema, 400: ApiErrorSchema },
      },
    ),
    async (request) => progressTable(ctx, requireAuth(request).user, request.query),
  );

  app.get(
    '/api/assignments/progress.csv',
    coachOrAdmin.csv("The whole progress table of a class time's students as CSV", {
      querystring: ProgressCsvQuerySchema,
    }),
    async (request, reply) =>
      sendCsv(
        reply,
        'assignments-progress.csv',
        progressCsv(ctx, requireAuth(request).user, request.query),
      ),
  );

  app.get(
    '/api/myassignment',
    member(
      "The assignment of a library game: yours (a student's copy), or the game's for a coach or admin",
      {
        querystring: MyAssignmentQuerySchema,
        response: { 200: AssignmentIdSchema, ...INVALID_OR_MISSING },
      },
    ),
    async (request) => ({
      id: await myAssignmentId(ctx, requireAuth(request).user, request.query.gameId),
    }),
  );

  app.get(
    '/api/assignments/:id',
    member(
      'One assignment with its game; the solution only once Show Solution is unlocked for you (404 to a student without it)',
      {
        params: IdParamsSchema,
        response: { 200: AssignmentDetailSchema, ...INVALID_OR_MISSING },
      },
    ),
    async (request) => assignmentDetail(ctx, requireAuth(request).user, request.params.id),
  );

  app.get(
    '/api/assignments/:id/nextIncompleteId',
    member(
      'Your next incomplete assignment after this one (wrapping round), or null; for a coach or admin without it, the next assignment',
      {
        params: IdParamsSchema,
        response: { 200: NextAssignmentIdSchema, ...INVALID_OR_MISSING },
      },
    ),
    async (request) => ({
      id: await nextIncompleteId(ctx, requireAuth(request).user, request.params.id),
    }),
  );

  app.put(
    '/api/assignments/:id/answer',
    member(
      'Answer an assignment: judged on the server; a wrong answer adds an attempt, a right one completes your copy',
      {
        params: IdParamsSchema,
        body: AnswerRequestSchema,
        response: { 200: AnswerResultSchema, ...INVALID_OR_MISSING },
      },
    ),
    async (request) =>
      answerAssignment(ctx, requireAuth(request).user, request.params.id, request.body),
  );

  app.put(
    '/api/assignments/:id/acceptAsSolution',
    coachOrAdmin("Add a board position to the assignment's game's solution positions", {
      params: IdParamsSchema,
      body: AcceptSolutionRequestSchema,
      response: { 200: AcceptSolutionResultSchema, ...INVALID_OR_MISSING },
    }),
    async (request) => acceptAsSolution(ctx, request.params.id, request.body.fen),
  );

  app.post(
    '/api/assignments',
    coachOrAdmin(
      'Add an assignment: a new library game (in /Assignments by default) and its assignment',
      {
        body: AssignmentCreateSchema,
        response: { 201: AssignmentSummarySchema, 400: ApiErrorSchema },
      },
    ),
    async (request, reply) =>
      reply.status(201).send(await createAssignment(ctx, requireAuth(request).user, request.body)),
  );

  app.get(
    '/api/assignments/:id/assignedUsers',
    coachOrAdmin(
      'Your students (an admin: every student) who have every one of these assignments (ids comma-separated), by name',
      {
        params: AssignmentIdsParamsSchema,
        querystring: AssignmentStudentsQuerySchema,
        response: { 200: AssignmentStudentPageSchema, ...INVALID_OR_MISSING },
      },
    ),
    async (request) =>
      assignmentStudents(ctx, requireAuth(request).user, request.params.id, request.query, true),
  );

  app.get(
    '/api/assignments/:id/unassignedUsers',
    coachOrAdmin(
      'Your active students (an admin: every student) who lack at least one of these assignments (ids comma-separated), by name',
      {
        params: AssignmentIdsParamsSchema,
        querystring: AssignmentStudentsQuerySchema,
        response: { 200: AssignmentStudentPageSchema, ...INVALID_OR_MISSING },
      },
    ),
    async (request) =>
      assignmentStudents(ctx, requireAuth(request).user, request.params.id, request.query, false),
  );

  app.post(
    '/api/assignments/assignmentGroup',
    coachOrAdmin(
      'Assign games (by id and directly in dirPath) to students (by id and everyone in comma-separated class times); a copy is never made twice',
      {
        body: AssignmentGroupRequestSchema,
        response: { 200: AssignResultSchema, ...INVALID_OR_MISSING },
      },
    ),
    async (request) => assignGroup(ctx, requireAuth(request).user, request.body),
  );

  app.post(
    '/api/assignments/assign',
    coachOrAdmin(
      'Give assignments to students (a coach: own students); a copy is never made twice',
      {
        body: AssignRequestSchema,
        response: { 200: AssignResultSchema, ...INVALID_OR_MISSING },
      },
    ),
    async (request) => assign(ctx, requireAuth(request).user, request.body),
  );

  app.post(
    '/api/assignments/unassign',
    coachOrAdmin('Take assignments back from students; completed copies are kept', {
      body: AssignRequestSchema,
      response: { 200: UnassignResultSchema, ...INVALID_OR_MISSING },
    }),
    async (request) => unassign(ctx, requireAuth(request).user, request.body),
  );
};

export default assignmentsRoutes;
