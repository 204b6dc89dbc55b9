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
  MESSAGES,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { byId, byQuery } from '../../lib/route-schemas.js';
import { signedInRoutes } from '../../lib/routes.js';
import * as attendance from './attendance.service.js';

/** Attendance (spec 2 §2 "/attendance"; docs/decisions/0028): admins and assistants only. */
const attendanceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { adminOrAssistant } = signedInRoutes(app, 'attendance');

  adminOrAssistant.post(
    '/api/attendance',
    'Mark a student present at a class start of a club-local day (201 new, 200 already marked)',
    {
      body: AttendanceMarkRequestSchema,
      response: { 200: AttendanceMarkSchema, 201: AttendanceMarkSchema, 400: ApiErrorSchema },
    },
    async (request, user, reply) => {
      const { mark, created } = await attendance.markAttendance(ctx, user, request.body);
      return reply.code(created ? 201 : 200).send(mark);
    },
  );

  adminOrAssistant.delete(
    '/api/attendance/:id',
    'Undo an attendance mark',
    byId(DeletedResponseSchema),
    async (request) => {
      await attendance.undoMark(ctx, request.params.id);
      return { message: MESSAGES.deleted };
    },
  );

  adminOrAssistant.get(
    '/api/attendance/day',
    "One day's class times and a page of active students with that day's marks",
    byQuery(AttendanceDayQuerySchema, AttendanceDaySchema),
    (request) => attendance.attendanceDay(ctx, request.query),
  );

  adminOrAssistant.get(
    '/api/attendance/students',
    'One page of active students (role student, not disabled), searched',
    byQuery(AttendanceStudentQuerySchema, AttendanceStudentPageSchema),
    (request) => attendance.listActiveStudents(ctx, request.query),
  );

  adminOrAssistant.get(
    '/api/attendance/history',
    'One page of marks of a student, a class time or everyone in a date range',
    byQuery(AttendanceHistoryQuerySchema, AttendanceHistoryPageSchema),
    (request) => attendance.attendanceHistory(ctx, request.query),
  );

  adminOrAssistant.csv(
    '/api/attendance/history.csv',
    'The same marks as the history, every page, as CSV',
    { querystring: AttendanceHistoryFilterSchema },
    (request) => ({
      filename: 'attendance.csv',
      lines: attendance.attendanceHistoryCsv(ctx, request.query),
    }),
  );
};

export default attendanceRoutes;
