import {
  ApiErrorSchema,
  CONFIG_NAMES,
  ClubInfoSchema,
  HealthResponseSchema,
  LivenessResponseSchema,
  isSafeLink,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { migrationsCurrent } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { publicRoutes } from '../../lib/routes.js';
import { readConfigValues } from '../configs/index.js';
import { clubRepository } from './club.repository.js';

const DEFAULT_MISSION =
  'We help players of every age enjoy and improve at chess, with weekly classes, after-school ' +
  'programs, summer camps and rated tournaments.';

/** What /api/health says when this process should not be sent requests (a 503). */
export const NOT_READY = {
  stopping: 'This server is stopping.',
  database: 'The database does not answer.',
  redis: 'Redis does not answer.',
  migrations: 'The database is not yet migrated to this version.',
} as const;
const notReady = (message: string) => new AppError(503, 'NOT_READY', message);
/** How long the readiness check waits for the database or Redis. */
const PROBE_TIMEOUT_MS = 2_000;

const withTimeout = <T>(work: Promise<T>): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), PROBE_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};

const safeLinkOrNull = (v: string | null) => (v && isSafeLink(v) ? v : null);

const clubRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const visitor = publicRoutes(app, 'site');

  visitor.get(
    '/api/club',
    "The club's name, address and contact details",
    { response: { 200: ClubInfoSchema } },
    async () => {
      const values = await readConfigValues(ctx.database.db, [
        CONFIG_NAMES.mission,
        CONFIG_NAMES.galleryAlbumUrl,
        CONFIG_NAMES.photoCredit,
      ]);
      const value = (name: string) => values.get(name) ?? null;
      return {
        ...ctx.config.club,
        mission: value(CONFIG_NAMES.mission) ?? DEFAULT_MISSION,
        // A value saved before links were checked is not shown as a link.
        galleryAlbumUrl: safeLinkOrNull(value(CONFIG_NAMES.galleryAlbumUrl)),
        photoCredit: value(CONFIG_NAMES.photoCredit)?.trim() || null,
      };
    },
  );

  // Readiness: a load balancer sends requests only to a process that answers 200 here.
  let migrated = false;
  visitor.get(
    '/api/health',
    'Readiness: 200 when the database, Redis (when configured) and the migrations are ready; 503 when not, or when this server is stopping',
    { response: { 200: HealthResponseSchema, 503: ApiErrorSchema } },
    async () => {
      if (app.lifecycle.stopping) throw notReady(NOT_READY.stopping);
      const db = ctx.database.db;
      try {
        await withTimeout(clubRepository(db).ping());
      } catch {
        throw notReady(NOT_READY.database);
      }
      if (ctx.redisPing) {
        try {
          await withTimeout(ctx.redisPing());
        } catch {
          throw notReady(NOT_READY.redis);
        }
      }
      // Once current, always: this build's migrations are never taken away.
      migrated ||= await migrationsCurrent(db);
      if (!migrated) throw notReady(NOT_READY.migrations);
      return { status: 'ok' as const, database: ctx.database.kind, version: '0.1.0' };
    },
  );

  // Liveness: the process answers at all (a supervisor restarts one that does not).
  visitor.get(
    '/api/health/live',
    'Liveness: 200 while the process answers requests, whatever the database',
    { response: { 200: LivenessResponseSchema } },
    async () => ({ status: 'ok' as const }),
  );
};

export default clubRoutes;
