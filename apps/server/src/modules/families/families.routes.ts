import {
  ApiErrorSchema,
  ChildSaveSchema,
  ChildSchema,
  DeletedResponseSchema,
  FAMILY_MESSAGES,
  FamilyOrderPageSchema,
  FamilyPageQuerySchema,
  FamilyRegistrationPageSchema,
  IdParamsSchema,
  MESSAGES,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { INVALID_OR_MISSING, signedInRoutes } from '../../lib/routes.js';
import { requireAuth } from '../../plugins/auth.js';
import { familiesRepository, type OrderRow } from './families.repository.js';
import { presentChild, saveChild } from './families.service.js';

const presentOrder = (o: OrderRow) => ({
  orderRef: o.ref,
  orderNumber: o.id,
  kind: o.kind,
  status: o.status,
  paymentMethod: o.paymentMethod,
  amountCents: o.amountCents,
  description: o.description,
  transactionId: o.transactionId,
  createdAt: o.createdAt.toISOString(),
  paidAt: o.paidAt?.toISOString() ?? null,
  refundedAt: o.refundedAt?.toISOString() ?? null,
});

// Any logged-in account: a parent usually has no role (docs/decisions/0031).
const route = signedInRoutes('family', 'authenticated');

/** A parent's children and the family's registrations and payments (docs/decisions/0031). */
const familiesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const family = () => familiesRepository(ctx.database.db);

  app.get(
    '/api/family/children',
    route('Your children, by name', {
      response: { 200: z.array(ChildSchema), 400: ApiErrorSchema },
    }),
    async (request) =>
      (await family().listChildren(requireAuth(request).user.id)).map(presentChild),
  );

  app.post(
    '/api/family/children',
    route('Add a child to your family (no id) or change one of your own', {
      body: ChildSaveSchema,
      response: { 200: ChildSchema, ...INVALID_OR_MISSING, 409: ApiErrorSchema },
    }),
    async (request) =>
      presentChild(await saveChild(ctx, requireAuth(request).user.id, request.body)),
  );

  app.delete(
    '/api/family/children/:id',
    route('Remove one of your children (their registrations stay, without the child)', {
      params: IdParamsSchema,
      response: { 200: DeletedResponseSchema, ...INVALID_OR_MISSING },
    }),
    async (request) => {
      if (!(await family().deleteChild(requireAuth(request).user.id, request.params.id))) {
        throw notFound(FAMILY_MESSAGES.noSuchChild);
      }
      return { message: MESSAGES.deleted };
    },
  );

  app.get(
    '/api/family/registrations',
    route(
      "Your family's after-school and camp registrations, newest first: paid from your account or for one of your children",
      {
        querystring: FamilyPageQuerySchema,
        response: { 200: FamilyRegistrationPageSchema, 400: ApiErrorSchema },
      },
    ),
    async (request) => {
      const { page, size } = request.query;
      const { rows, total } = await family().registrations(requireAuth(request).user.id, {
        page,
        size,
      });
      return { items: rows, total, page, size };
    },
  );

  app.get(
    '/api/family/orders',
    route(
      "Your family's orders and payments, newest first, each with its order ref for the receipt",
      {
        querystring: FamilyPageQuerySchema,
        response: { 200: FamilyOrderPageSchema, 400: ApiErrorSchema },
      },
    ),
    async (request) => {
      const { page, size } = request.query;
      const { rows, total } = await family().orders(requireAuth(request).user.id, { page, size });
      return { items: rows.map(presentOrder), total, page, size };
    },
  );
};

export default familiesRoutes;
