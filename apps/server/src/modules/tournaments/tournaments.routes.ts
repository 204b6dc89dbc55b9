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
import { byId, byPath, byQuery, INVALID_OR_MISSING } from '../../lib/route-schemas.js';
import { publicRoutes, signedInRoutes } from '../../lib/routes.js';
import { holderKeyOf } from '../payments/index.js';
import * as service from './tournaments.service.js';

const cards = { 200: z.array(TournamentCardSchema) };
/** A save carries up to three HTML fields of TOURNAMENT_HTML_MAX characters of up to 4 bytes each. */
const SAVE_BODY_LIMIT = 3 * TOURNAMENT_HTML_MAX * 4 + 256 * 1024;
/** What a save answers: the tournament or coupon (200 changed, 201 added), or why not. */
const saved = <T extends z.ZodType>(row: T) => ({
  200: row,
  201: row,
  400: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
});

/** Tournaments and their coupons (spec 2 §2–§9; issue 15; docs/decisions/0036). */
const tournamentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { admin } = signedInRoutes(app, 'tournaments');
  const cached = publicRoutes(app, 'tournaments', { cache: 'revalidate' });
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
    cached.get(path, summary, { response: cards }, () => service.listTournaments(ctx, list));
  }

  cached.get(
    '/api/tournaments/:shortName',
    'One tournament by its short name, with sanitized description, pairings and standings',
    byPath(TournamentShortNameParamsSchema, TournamentSchema),
    (request) => service.getTournamentByShortName(ctx, request.params.shortName),
  );

  cached.get('/api/tournament/:id', 'One tournament by id', byId(TournamentSchema), (request) =>
    service.getTournamentById(ctx, request.params.id),
  );

  admin.post(
    '/api/tournaments',
    'Admin: add a tournament (201; a blank short name is made from the name and year) or change one (with id)',
    { body: TournamentSaveSchema, response: saved(TournamentSchema) },
    async (request, _user, reply) => {
      const { tournament, created } = await service.saveTournament(ctx, request.body);
      return reply.status(created ? 201 : 200).send(tournament);
    },
    { bodyLimit: SAVE_BODY_LIMIT },
  );

  admin.get(
    '/api/tournament-coupons',
    'Admin: a page of coupons, newest first (one tournament’s with tournamentId)',
    byQuery(CouponListQuerySchema, CouponPageSchema),
    (request) => service.listCoupons(ctx, request.query),
  );

  admin.post(
    '/api/tournament-coupons',
    'Admin: add a coupon (201) or change one (with id); codes are unique without case',
    { body: CouponSaveSchema, response: saved(CouponSchema) },
    async (request, _user, reply) => {
      const { coupon, created } = await service.saveCoupon(ctx, request.body);
      return reply.status(created ? 201 : 200).send(coupon);
    },
  );

  admin.delete(
    '/api/tournament-coupons/:id',
    'Admin: delete a coupon',
    { params: IdParamsSchema, response: { 204: z.null(), ...INVALID_OR_MISSING } },
    async (request, _user, reply) => {
      await service.deleteCoupon(ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  publicRoutes(app, 'tournaments', { rateLimit: 'perIp' }).post(
    '/api/cart/applyCoupon',
    "What a coupon code takes off an amount today (0 and 'Invalid coupon code' when it gives nothing; 429 past the wrong-code limits)",
    {
      body: ApplyCouponSchema,
      response: { 200: AppliedCouponSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
    },
    (request) => service.applyCoupon(ctx, request.body, holderKeyOf(ctx, request)),
  );
};

export default tournamentsRoutes;
