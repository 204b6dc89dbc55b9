import {
  AppliedCouponSchema,
  ApiErrorSchema,
  ApplyCouponSchema,
  CouponListQuerySchema,
  CouponPageSchema,
  CouponSaveSchema,
  CouponSchema,
  IdParamsSchema,
  TournamentCardSchema,
  TournamentSaveSchema,
  TournamentSchema,
  TournamentShortNameParamsSchema,
  TOURNAMENT_HTML_MAX,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { signedInRoutes } from '../../lib/routes.js';
import { holderKeyOf } from '../payments/index.js';
import * as service from './tournaments.service.js';

const admin = signedInRoutes('tournaments', 'admin');
const tags = ['tournaments'];
const cards = { 200: z.array(TournamentCardSchema) };
/** A save carries up to three HTML fields of TOURNAMENT_HTML_MAX characters of up to 4 bytes each. */
const SAVE_BODY_LIMIT = 3 * TOURNAMENT_HTML_MAX * 4 + 256 * 1024;

/** Tournaments and their coupons (spec 2 §2–§9; issue 15; docs/decisions/0036). */
const tournamentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const lists: [path: string, list: service.TournamentList, summary: string][] = [
    [
      '/api/tournaments/upcoming',
      'upcoming',
      "Tournaments from today on, soonest first (today in the club's time zone)",
    ],
    [
      '/api/tournaments/ongoing',
      'ongoing',
      "Tournaments running today in the club's time zone (a multi-day event until its start plus duration)",
    ],
    [
      '/api/tournaments/last3Months',
      'last3Months',
      'Tournaments from three months ago to yesterday, newest first',
    ],
  ];
  for (const [path, list, summary] of lists) {
    app.get(
      path,
      {
        config: { access: 'public', cache: 'revalidate' },
        schema: { tags, summary, response: cards },
      },
      async () => service.listTournaments(ctx, list),
    );
  }

  app.get(
    '/api/tournaments/:shortName',
    {
      config: { access: 'public', cache: 'revalidate' },
      schema: {
        tags,
        summary:
          'One tournament by its short name, with sanitized description, pairings and standings',
        params: TournamentShortNameParamsSchema,
        response: { 200: TournamentSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => service.getTournamentByShortName(ctx, request.params.shortName),
  );

  app.get(
    '/api/tournament/:id',
    {
      config: { access: 'public', cache: 'revalidate' },
      schema: {
        tags,
        summary: 'One tournament by id',
        params: IdParamsSchema,
        response: { 200: TournamentSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => service.getTournamentById(ctx, request.params.id),
  );

  app.post(
    '/api/tournaments',
    admin(
      'Admin: add a tournament (201; a blank short name is made from the name and year) or change one (with id)',
      {
        body: TournamentSaveSchema,
        response: {
          200: TournamentSchema,
          201: TournamentSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
      { bodyLimit: SAVE_BODY_LIMIT },
    ),
    async (request, reply) => {
      const { tournament, created } = await service.saveTournament(ctx, request.body);
      return reply.status(created ? 201 : 200).send(tournament);
    },
  );

  app.get(
    '/api/tournament-coupons',
    admin('Admin: a page of coupons, newest first (one tournament’s with tournamentId)', {
      querystring: CouponListQuerySchema,
      response: { 200: CouponPageSchema, 400: ApiErrorSchema },
    }),
    async (request) => service.listCoupons(ctx, request.query),
  );

  app.post(
    '/api/tournament-coupons',
    admin('Admin: add a coupon (201) or change one (with id); codes are unique without case', {
      body: CouponSaveSchema,
      response: {
        200: CouponSchema,
        201: CouponSchema,
        400: ApiErrorSchema,
        404: ApiErrorSchema,
        409: ApiErrorSchema,
      },
    }),
    async (request, reply) => {
      const { coupon, created } = await service.saveCoupon(ctx, request.body);
      return reply.status(created ? 201 : 200).send(coupon);
    },
  );

  app.delete(
    '/api/tournament-coupons/:id',
    admin('Admin: delete a coupon', {
      params: IdParamsSchema,
      response: { 204: z.null(), 400: ApiErrorSchema, 404: ApiErrorSchema },
    }),
    async (request, reply) => {
      await service.deleteCoupon(ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/cart/applyCoupon',
    {
      config: { access: 'public', rateLimit: 'perIp' },
      schema: {
        tags,
        summary:
          "What a coupon code takes off an amount today (0 and 'Invalid coupon code' when it gives nothing; 429 past the wrong-code limits)",
        body: ApplyCouponSchema,
        response: { 200: AppliedCouponSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => service.applyCoupon(ctx, request.body, holderKeyOf(ctx, request)),
  );
};

export default tournamentsRoutes;
