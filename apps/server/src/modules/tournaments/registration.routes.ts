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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { holderKeyOf } from '../payments/index.js';
import { tournamentOrderKind } from './registration.orders.js';
import { checkoutCart, quoteCart } from './registration.service.js';
import { registerTournamentJobs } from './tournaments.jobs.js';
import { checkoutOffer, getOffer } from './waiting-list.js';

const tags = ['tournaments'];
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
  const caller = (auth: { user: { id: number; roles: string[] } } | null) =>
    auth ? { id: auth.user.id, roles: auth.user.roles } : null;

  app.post(
    '/api/tournament/:id/cart/quote',
    {
      config: { access: 'public', rateLimit: 'perIp' },
      schema: {
        tags,
        summary:
          "Price a registration cart for today on the server (fees, member discount, play-up, coupon), with the places left and this caller's payment methods",
        params: IdParamsSchema,
        body: TournamentCartQuoteRequestSchema,
        response: { 200: TournamentCartQuoteSchema, ...writeErrors },
      },
    },
    async (request) =>
      quoteCart(
        ctx,
        desk,
        request.params.id,
        request.body,
        caller(request.auth),
        holderKeyOf(ctx, request),
      ),
  );

  app.post(
    '/api/tournament/:id/cart',
    {
      config: { access: 'public', rateLimit: 'perIp' },
      schema: {
        tags,
        summary:
          'Register a cart: card, PayPal and Zelle make one order to pay (the same key answers the same order); a free play credit or the waiting list make entries at once',
        params: IdParamsSchema,
        body: TournamentCartSchema,
        response: { 201: TournamentCartResultSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const result = await checkoutCart(
        ctx,
        desk,
        request.params.id,
        request.body,
        caller(request.auth),
        holderKeyOf(ctx, request),
      );
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/tournament/:id/offer',
    {
      config: { access: 'public', rateLimit: 'perIp' },
      schema: {
        tags,
        summary:
          'The waiting-list place an offer link holds, until when (404: no such offer; 410: it has ended)',
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
    },
    async (request) => getOffer(ctx, request.params.id, request.query.token),
  );

  app.post(
    '/api/tournament/:id/offer/checkout',
    {
      config: { access: 'public', rateLimit: 'perIp' },
      schema: {
        tags,
        summary:
          'Pay a waiting-list offer: an order (card or PayPal) for the offered entry, held until the offer ends',
        params: IdParamsSchema,
        body: OfferCheckoutSchema,
        response: { 201: TournamentCartResultSchema, ...writeErrors, 410: ApiErrorSchema },
      },
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
