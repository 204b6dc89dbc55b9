import { CalendarEventSchema, CalendarQuerySchema } from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../lib/errors.js';
import { byQuery } from '../../lib/route-schemas.js';
import { publicRoutes } from '../../lib/routes.js';
import { addDays, daysBetween, todayIn } from '../../lib/time.js';
import { calendarRepository } from './calendar.repository.js';
import { expandCalendar, MAX_CALENDAR_DAYS, toICalendar } from './calendar.service.js';

/** How far ahead the subscribable feed reaches. */
const FEED_DAYS = 180;

const calendarRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const timeZone = ctx.config.club.timezone;

  async function eventsBetween(from: string, to: string) {
    const rows = await calendarRepository(ctx.database.db).eventsBetween(from, to);
    return expandCalendar(rows, from, to, timeZone);
  }

  const visitor = publicRoutes(app, 'site');

  visitor.get(
    '/api/calendar',
    `Classes, camp days and tournaments between two dates (at most ${MAX_CALENDAR_DAYS} days)`,
    byQuery(CalendarQuerySchema, z.array(CalendarEventSchema)),
    async (request) => {
      const { from, to } = request.query;
      const span = daysBetween(from, to);
      if (span < 0)
        throw badRequest('INVALID_RANGE', 'The end date must not be before the start date.', {
          to: ['Must not be before from.'],
        });
      if (span > MAX_CALENDAR_DAYS) {
        throw badRequest('INVALID_RANGE', `Ask for at most ${MAX_CALENDAR_DAYS} days at a time.`, {
          to: ['Range too long.'],
        });
      }
      return eventsBetween(from, to);
    },
  );

  visitor.get(
    '/api/calendar.ics',
    `iCalendar feed of the next ${FEED_DAYS} days, for phone calendars to subscribe to`,
    { produces: ['text/calendar'] },
    async (_request, reply) => {
      const from = todayIn(timeZone);
      const events = await eventsBetween(from, addDays(from, FEED_DAYS));
      const body = toICalendar(events, {
        calendarName: ctx.config.club.name,
        publicUrl: ctx.config.publicUrl,
        now: new Date(),
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .header('cache-control', 'public, max-age=900')
        .send(body);
    },
  );
};

export default calendarRoutes;
