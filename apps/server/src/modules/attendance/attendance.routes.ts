import {
  ApiErrorSchema,
  AttendanceDayQuerySchema,
  AttendanceDaySchema,
  AttendanceHistoryFilterSchema,
  AttendanceHistoryPageSchema,
  AttendanceHistoryQuerySchema,
  AttendanceMarkRequestSchema,
  AttendanceMarkSchema,
  AttendanceStudentPageSchema,
  AttendanceStudentQuerySchema,
  DeletedResponseSchema,
  IdParamsSchema,
  MESSAGES,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { INVALID_OR_MISSING, sendCsv, signedInRoutes } from '../../lib/routes.js';
import { requireAuth } from '../../plugins/auth.js';
import * as attendance from './attendance.service.js';

const route = signedInRoutes('attendance', 'adminOrAssistant');

/** Attendance (spec 2 §2 "/attendance"; docs/decisions/0028): admins and assistants only. */
const attendanceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/attendance',
    route(
      'Mark a student present at a class start of a club-local day (201 new, 200 already marked)',
      {
        body: AttendanceMarkRequestSchema,
        response: { 200: AttendanceMarkSchema, 201: AttendanceMarkSchema, 400: ApiErrorSchema },
      },
    ),
    async (request, reply) => {
      const { mark, created } = await attendance.markAttendance(
        ctx,
        requireAuth(request).user,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(mark);
    },
  );

  app.delete(
    '/api/attendance/:id',
    route('Undo an attendance mark', {
      params: IdParamsSchema,
      response: { 200: DeletedResponseSchema, ...INVALID_OR_MISSING },
    }),
    async (request) => {
      await attendance.undoMark(ctx, request.params.id);
      return { message: MESSAGES.deleted };
    },
  );

  app.get(
    '/api/attendance/day',
    route("One day's class times and a page of active students with that day's marks", {
      querystring: AttendanceDayQuerySchema,
      response: { 200: AttendanceDaySchema, 400: ApiErrorSchema },
    }),
    async (request) => attendance.attendanceDay(ctx, request.query),
  );

  app.get(
    '/api/attendance/students',
    route('One page of active students (role student, not disabled), searched', {
      querystring: AttendanceStudentQuerySchema,
      response: { 200: AttendanceStudentPageSchema, 400: ApiErrorSchema },
    }),
    async (request) => attendance.listActiveStudents(ctx, request.query),
  );

  app.get(
    '/api/attendance/history',
    route('One page of marks of a student, a class time or everyone in a date range', {
      querystring: AttendanceHistoryQuerySchema,
      response: { 200: AttendanceHistoryPageSchema, 400: ApiErrorSchema },
    }),
    async (request) => attendance.attendanceHistory(ctx, request.query),
  );

  app.get(
    '/api/attendance/history.csv',
    route.csv('The same marks as the history, every page, as CSV', {
      querystring: AttendanceHistoryFilterSchema,
    }),
    async (request, reply) =>
      sendCsv(reply, 'attendance.csv', attendance.attendanceHistoryCsv(ctx, request.query)),
  );
};

export default attendanceRoutes;
