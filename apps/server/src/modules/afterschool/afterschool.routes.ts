import {
  AfterschoolRegistrationSchema,
  AfterschoolRequestSchema,
  AfterschoolResponseSchema,
  AfterschoolSaveSchema,
  ApiErrorSchema,
  MESSAGES,
  SchoolNameParamsSchema,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { afterschoolRegistrations } from '../../db/schema.js';
import { registerCrudRoutes } from '../../lib/crud.js';
import { holderKeyOf, presentOrder } from '../payments/index.js';
import * as repo from './afterschool.repository.js';
import type { AfterschoolRow } from './afterschool.repository.js';
import { registerAfterschool } from './afterschool.service.js';

const present = (r: AfterschoolRow) => ({
  id: r.id,
  studentName: r.studentName,
  parentName: r.parentName,
  parentEmail: r.parentEmail,
  parentPhoneNumber: r.parentPhoneNumber,
  studentGrade: r.studentGrade,
  studentHouse: r.studentHouse,
  studentPrimaryTeacher: r.studentPrimaryTeacher,
  paidAmountCents: r.paidAmountCents,
  paymentMethod: r.paymentMethod,
  schoolName: r.schoolName,
  active: r.active,
  createdDate: r.createdDate.toISOString(),
});

const afterschoolRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/afterschool',
    {
      config: { access: 'public', rateLimit: 'perIp' },
      schema: {
        tags: ['afterschool'],
        summary:
          "Register a child for a school's after-school program; answers the order to pay (PayPal or Zelle)",
        body: AfterschoolRequestSchema,
        response: {
          201: AfterschoolResponseSchema,
          400: ApiErrorSchema,
          409: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { registrationId, order } = await registerAfterschool(
        ctx,
        request.body,
        holderKeyOf(ctx, request),
      );
      return reply.status(201).send({
        message: MESSAGES.afterschoolThanks,
        registrationId,
        order: presentOrder(order, ctx),
      });
    },
  );

  app.get(
    '/api/afterschoolAdmin/:schoolName',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['afterschool'],
        security: [{ bearer: [] }],
        summary: "Admin: a school's after-school registrations (RJLEE or MUSTANG)",
        params: SchoolNameParamsSchema,
        response: {
          200: z.array(AfterschoolRegistrationSchema),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request) =>
      (await repo.listBySchool(ctx.database.db, request.params.schoolName)).map(present),
  );

  registerCrudRoutes(app, ctx, {
    tag: 'afterschool',
    noun: 'after-school registration',
    table: afterschoolRegistrations,
    rowSchema: AfterschoolRegistrationSchema,
    saveSchema: AfterschoolSaveSchema,
    lists: [],
    orderBy: [afterschoolRegistrations.id],
    savePath: '/api/afterschoolAdmin',
    deletePath: '/api/afterschoolAdmin/:id',
    present,
    toValues: (s) => s,
  });
};

export default afterschoolRoutes;
