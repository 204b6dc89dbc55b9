import { CONFIG_NAMES, ClubInfoSchema, HealthResponseSchema, isSafeLink } from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { publicRoutes } from '../../lib/routes.js';
import { readConfigValues } from '../configs/index.js';
import { clubRepository } from './club.repository.js';

const DEFAULT_MISSION =
  'We help players of every age enjoy and improve at chess, with weekly classes, after-school ' +
  'programs, summer camps and rated tournaments.';

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

  visitor.get(
    '/api/health',
    'Liveness and database check',
    { response: { 200: HealthResponseSchema } },
    async () => {
      await clubRepository(ctx.database.db).ping();
      return { status: 'ok' as const, database: ctx.database.kind, version: '0.1.0' };
    },
  );
};

export default clubRoutes;
