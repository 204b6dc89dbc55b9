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
import { registerCrudRoutes } from '../../lib/crud.js';
import { publicRoutes, signedInRoutes } from '../../lib/routes.js';
import { holderKeyOf, presentOrder } from '../payments/index.js';
import {
  afterschoolCrud,
  afterschoolRepository,
  type AfterschoolRow,
} from './afterschool.repository.js';
import { afterschoolOrderKind, registerAfterschool } from './afterschool.service.js';

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
  const desk = app.payments.registerOrderKind(afterschoolOrderKind);

  publicRoutes(app, 'afterschool', { rateLimit: 'perIp' }).post(
    '/api/afterschool',
    "Register a child for a school's after-school program; answers the order to pay (PayPal or Zelle)",
    {
      body: AfterschoolRequestSchema,
      response: {
        201: AfterschoolResponseSchema,
        400: ApiErrorSchema,
        409: ApiErrorSchema,
        429: ApiErrorSchema,
      },
    },
    async (request, reply) => {
      const { registrationId, order } = await registerAfterschool(
        ctx,
        desk,
        request.body,
        holderKeyOf(ctx, request),
        request.auth?.user.id ?? null,
      );
      return reply.status(201).send({
        message: MESSAGES.afterschoolThanks,
        registrationId,
        order: presentOrder(order, ctx),
      });
    },
  );

  signedInRoutes(app, 'afterschool').admin.get(
    '/api/afterschoolAdmin/:schoolName',
    "Admin: a school's after-school registrations (RJLEE or MUSTANG)",
    {
      params: SchoolNameParamsSchema,
      response: { 200: z.array(AfterschoolRegistrationSchema), 400: ApiErrorSchema },
    },
    async (request) =>
      (await afterschoolRepository(ctx.database.db).listBySchool(request.params.schoolName)).map(
        present,
      ),
  );

  registerCrudRoutes(app, ctx, {
    tag: 'afterschool',
    noun: 'after-school registration',
    repository: afterschoolCrud,
    rowSchema: AfterschoolRegistrationSchema,
    saveSchema: AfterschoolSaveSchema,
    lists: {},
    adminPath: '/api/afterschoolAdmin',
    present,
    toValues: (s) => s,
  });
};

export default afterschoolRoutes;
