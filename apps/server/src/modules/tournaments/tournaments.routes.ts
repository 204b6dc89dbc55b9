import { TournamentSummarySchema } from '@kingside/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { todayIn } from '../../lib/time.js';
import { tournamentsRepository } from './tournaments.repository.js';

const tournamentsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/tournaments/upcoming',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tournaments'],
        summary: "Tournaments from today on, soonest first (today's date in the club's time zone)",
        response: { 200: z.array(TournamentSummarySchema) },
      },
    },
    async () => {
      const rows = await tournamentsRepository(ctx.database.db).listFrom(
        todayIn(ctx.config.club.timezone),
        50,
      );
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        shortName: r.shortName,
        shortDescription: r.shortDescription,
        timeControl: r.timeControl,
        entryFeesCents: r.entryFeesCents,
        rounds: r.rounds,
        tournamentDate: r.tournamentDate,
        startTime: r.startTime,
        majorEvent: r.majorEvent,
        rated: r.rated,
        soldout: r.soldout,
      }));
    },
  );
};

export default tournamentsRoutes;
