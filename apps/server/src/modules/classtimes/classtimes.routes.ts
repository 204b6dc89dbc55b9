import {
  ApiErrorSchema,
  ClassTimeSaveSchema,
  ClassTimeSchema,
  DeletedResponseSchema,
  IdParamsSchema,
  MESSAGES,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { INVALID_OR_MISSING, signedInRoutes } from '../../lib/routes.js';
import * as classTimes from './classtimes.service.js';

const staff = signedInRoutes('classTimes', 'staff');
const adminOnly = signedInRoutes('classTimes', 'admin');

/**
 * Class times (issue 12, docs/decisions/0028): the club's weekly classes. Staff read them (coaches
 * assign by them, assistants mark attendance at them, admins set users' class times); admins
 * keep the table.
 */
const classTimesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/classTimes',
    staff('Staff: every class time, by weekday and start', {
      response: { 200: z.array(ClassTimeSchema) },
    }),
    async () => classTimes.listClassTimes(ctx),
  );

  app.post(
    '/api/classTimesAdmin',
    adminOnly(
      "Admin: add a class time (no id) or change one; a new label reaches its users' classTime",
      {
        body: ClassTimeSaveSchema,
        response: { 200: ClassTimeSchema, ...INVALID_OR_MISSING, 409: ApiErrorSchema },
      },
    ),
    async (request) => classTimes.saveClassTime(ctx, request.body),
  );

  app.delete(
    '/api/classTimesAdmin/:id',
    adminOnly('Admin: delete a class time; its users keep the label as free text', {
      params: IdParamsSchema,
      response: { 200: DeletedResponseSchema, ...INVALID_OR_MISSING },
    }),
    async (request) => {
      await classTimes.deleteClassTime(ctx, request.params.id);
      return { message: MESSAGES.deleted };
    },
  );
};

export default classTimesRoutes;
