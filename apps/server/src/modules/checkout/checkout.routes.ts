import {
  ApiErrorSchema,
  FamilyCartCatalogSchema,
  FamilyCartQuoteRequestSchema,
  FamilyCartQuoteSchema,
  FamilyCartRequestSchema,
  FamilyCartResultSchema,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { signedInRoutes } from '../../lib/routes.js';
import { familyOrderKind, presentOrder } from '../payments/index.js';
import { checkoutFamilyCart, familyCartCatalog, quoteFamilyCart } from './family-cart.service.js';

const CART_ERRORS = { 400: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };

/** The family cart (docs/decisions/0054): one order for several children's registrations. */
const checkoutRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const desk = app.payments.registerOrderKind(familyOrderKind);
  // Any signed-in account: a parent usually has no role (docs/decisions/0031).
  const { authenticated } = signedInRoutes(app, 'family');

  authenticated.get(
    '/api/family/cart/catalog',
    'The camp weeks, after-school programs and tournaments a family cart can hold now',
    { response: { 200: FamilyCartCatalogSchema } },
    () => familyCartCatalog(ctx),
  );

  // A quote writes nothing, and its coupon guesses go through the coupon limiter.
  authenticated.post(
    '/api/family/cart/quote',
    'A family cart priced on the server, and whether Zelle can be chosen',
    {
      body: FamilyCartQuoteRequestSchema,
      response: { 200: FamilyCartQuoteSchema, ...CART_ERRORS },
    },
    (request, user) => quoteFamilyCart(ctx, desk, user, request.body),
  );

  authenticated.post(
    '/api/family/cart',
    'Check out a family cart: one order for all its registrations (a repeat with the same key answers the same order)',
    { body: FamilyCartRequestSchema, response: { 201: FamilyCartResultSchema, ...CART_ERRORS } },
    async (request, user, reply) => {
      const { order } = await checkoutFamilyCart(ctx, desk, user, request.body);
      return reply.status(201).send({ order: presentOrder(order, ctx) });
    },
    { rateLimit: 'perIp' },
  );
};

export default checkoutRoutes;
