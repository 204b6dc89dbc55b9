import {
  ApiErrorSchema,
  ClassTimeSaveSchema,
  ClassTimeSchema,
  DeletedResponseSchema,
  MESSAGES,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { byId, INVALID_OR_MISSING } from '../../lib/route-schemas.js';
import { signedInRoutes } from '../../lib/routes.js';
import * as classTimes from './classtimes.service.js';

/**
 * Class times (issue 12, docs/decisions/0028): the club's weekly classes. Staff read them (coaches
 * assign by them, assistants mark attendance at them, admins set users' class times); admins
 * keep the table.
 */
const classTimesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { staff, admin } = signedInRoutes(app, 'classTimes');

  staff.get(
    '/api/classTimes',
    'Staff: every class time, by weekday and start',
    { response: { 200: z.array(ClassTimeSchema) } },
    () => classTimes.listClassTimes(ctx),
  );

  admin.post(
    '/api/classTimesAdmin',
    "Admin: add a class time (no id) or change one; a new label reaches its users' classTime",
    {
      body: ClassTimeSaveSchema,
      response: { 200: ClassTimeSchema, ...INVALID_OR_MISSING, 409: ApiErrorSchema },
    },
    (request) => classTimes.saveClassTime(ctx, request.body),
  );

  admin.delete(
    '/api/classTimesAdmin/:id',
    'Admin: delete a class time; its users keep the label as free text',
    byId(DeletedResponseSchema),
    async (request) => {
      await classTimes.deleteClassTime(ctx, request.params.id);
      return { message: MESSAGES.deleted };
    },
  );
};

export default classTimesRoutes;
