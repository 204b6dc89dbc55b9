import {
  ApiErrorSchema,
  EntryOfferSchema,
  IdParamsSchema,
  OfferCheckoutSchema,
  OfferQuerySchema,
  TournamentCartQuoteRequestSchema,
  TournamentCartQuoteSchema,
  TournamentCartResultSchema,
  TournamentCartSchema,
} from '@kingside/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { publicRoutes } from '../../lib/routes.js';
import { holderKeyOf } from '../payments/index.js';
import { tournamentOrderKind } from './registration.orders.js';
import { checkoutCart, quoteCart } from './registration.service.js';
import { registerTournamentJobs } from './tournaments.jobs.js';
import { checkoutOffer, getOffer } from './waiting-list.js';

const writeErrors = {
  400: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  429: ApiErrorSchema,
};

/** Registration: cart quote, checkout, waiting-list offers (issue 15; docs/decisions/0037). */
const registrationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const desk = app.payments.registerOrderKind(tournamentOrderKind());
  registerTournamentJobs(app, ctx);
  /** A cart call's arguments: the tournament, the cart, who asks (a visitor: null), the hold key. */
  const cartOf = <B>(request: FastifyRequest & { params: { id: number }; body: B }) => {
    const { auth } = request;
    const caller = auth && { id: auth.user.id, roles: auth.user.roles };
    return [ctx, desk, request.params.id, request.body, caller, holderKeyOf(ctx, request)] as const;
  };
  const limited = publicRoutes(app, 'tournaments', { rateLimit: 'perIp' });

  limited.post(
    '/api/tournament/:id/cart/quote',
    "Price a registration cart for today on the server (fees, member discount, play-up, coupon), with the places left and this caller's payment methods",
    {
      params: IdParamsSchema,
      body: TournamentCartQuoteRequestSchema,
      response: { 200: TournamentCartQuoteSchema, ...writeErrors },
    },
    (request) => quoteCart(...cartOf(request)),
  );

  limited.post(
    '/api/tournament/:id/cart',
    'Register a cart: card, PayPal and Zelle make one order to pay (the same key answers the same order); a free play credit or the waiting list make entries at once',
    {
      params: IdParamsSchema,
      body: TournamentCartSchema,
      response: { 201: TournamentCartResultSchema, ...writeErrors },
    },
    async (request, reply) => reply.status(201).send(await checkoutCart(...cartOf(request))),
  );

  limited.get(
    '/api/tournament/:id/offer',
    'The waiting-list place an offer link holds, until when (404: no such offer; 410: it has ended)',
    {
      params: IdParamsSchema,
      querystring: OfferQuerySchema,
      response: {
        200: EntryOfferSchema,
        400: ApiErrorSchema,
        404: ApiErrorSchema,
        410: ApiErrorSchema,
        429: ApiErrorSchema,
      },
    },
    (request) => getOffer(ctx, request.params.id, request.query.token),
  );

  limited.post(
    '/api/tournament/:id/offer/checkout',
    'Pay a waiting-list offer: an order (card or PayPal) for the offered entry, held until the offer ends',
    {
      params: IdParamsSchema,
      body: OfferCheckoutSchema,
      response: { 201: TournamentCartResultSchema, ...writeErrors, 410: ApiErrorSchema },
    },
    async (request, reply) => {
      const result = await checkoutOffer(
        ctx,
        desk,
        request.params.id,
        request.body,
        request.auth?.user.id ?? null,
      );
      return reply.status(201).send(result);
    },
  );
};

export default registrationRoutes;
