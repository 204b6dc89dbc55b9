import {
  ApiErrorSchema,
  ChildSaveSchema,
  ChildSchema,
  DeletedResponseSchema,
  FAMILY_MESSAGES,
  FamilyOrderPageSchema,
  FamilyPageQuerySchema,
  FamilyRegistrationPageSchema,
  MESSAGES,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { pageAnswer } from '../../lib/paging.js';
import { byId, byQuery, INVALID_OR_MISSING } from '../../lib/route-schemas.js';
import { signedInRoutes } from '../../lib/routes.js';
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

/** A parent's children and the family's registrations and payments (docs/decisions/0031). */
const familiesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const family = () => familiesRepository(ctx.database.db);
  // Any logged-in account: a parent usually has no role (docs/decisions/0031).
  const { authenticated } = signedInRoutes(app, 'family');

  authenticated.get(
    '/api/family/children',
    'Your children, by name',
    { response: { 200: z.array(ChildSchema), 400: ApiErrorSchema } },
    async (_request, user) => (await family().listChildren(user.id)).map(presentChild),
  );

  authenticated.post(
    '/api/family/children',
    'Add a child to your family (no id) or change one of your own',
    {
      body: ChildSaveSchema,
      response: { 200: ChildSchema, ...INVALID_OR_MISSING, 409: ApiErrorSchema },
    },
    async (request, user) => presentChild(await saveChild(ctx, user.id, request.body)),
  );

  authenticated.delete(
    '/api/family/children/:id',
    'Remove one of your children (their registrations stay, without the child)',
    byId(DeletedResponseSchema),
    async (request, user) => {
      if (!(await family().deleteChild(user.id, request.params.id))) {
        throw notFound(FAMILY_MESSAGES.noSuchChild);
      }
      return { message: MESSAGES.deleted };
    },
  );

  authenticated.get(
    '/api/family/registrations',
    "Your family's after-school and camp registrations, newest first: paid from your account or for one of your children",
    byQuery(FamilyPageQuerySchema, FamilyRegistrationPageSchema),
    async (request, user) => {
      const { rows, total } = await family().registrations(user.id, request.query);
      return pageAnswer(request.query, rows, total);
    },
  );

  authenticated.get(
    '/api/family/orders',
    "Your family's orders and payments, newest first, each with its order ref for the receipt",
    byQuery(FamilyPageQuerySchema, FamilyOrderPageSchema),
    async (request, user) => {
      const { rows, total } = await family().orders(user.id, request.query);
      return pageAnswer(request.query, rows.map(presentOrder), total);
    },
  );
};

export default familiesRoutes;
