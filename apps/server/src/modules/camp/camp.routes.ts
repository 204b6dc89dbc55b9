import { CampEventSchema } from '@kingside/shared';
import { and, eq, gte } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { campEvents } from '../../db/schema.js';
import { todayIn } from '../../lib/time.js';

const campRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/campEvents',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Summer camp weeks and slots that have not ended, with prices in cents',
        response: { 200: z.array(CampEventSchema) },
      },
    },
    async () => {
      const rows = await ctx.database.db
        .select()
        .from(campEvents)
        .where(
          and(
            eq(campEvents.active, true),
            gte(campEvents.endDate, todayIn(ctx.config.club.timezone)),
          ),
        )
        .orderBy(campEvents.startDate, campEvents.startTime, campEvents.id);
      return rows.map((r) => ({
        id: r.id,
        eventName: r.eventName,
        eventSlot: r.eventSlot,
        startDate: r.startDate,
        endDate: r.endDate,
        startTime: r.startTime,
        endTime: r.endTime,
        priceCents: r.priceCents,
        earlyBirdPriceCents: r.earlyBirdPriceCents,
        earlyBirdDeadline: r.earlyBirdDeadline,
        eventUnit: r.eventUnit,
        capacity: r.capacity,
        active: r.active,
      }));
    },
  );
};

export default campRoutes;
