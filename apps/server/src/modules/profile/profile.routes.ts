import {
  ApiErrorSchema,
  BoardThemePreferenceSchema,
  DEFAULT_BOARD_THEME,
  ProfileSchema,
  ProfileUpdateSchema,
  BOARD_THEMES,
  type BoardTheme,
  type Profile,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { INVALID_OR_MISSING } from '../../lib/route-schemas.js';
import { signedInRoutes } from '../../lib/routes.js';
import { presentRoles } from '../auth/index.js';
import { usersRepository, type UserRow } from '../users/index.js';

export const presentProfile = (u: UserRow): Profile => ({
  id: u.id,
  name: u.name,
  username: u.username,
  email: u.email,
  phoneNumber: u.phoneNumber,
  uscfid: u.uscfId,
  chessDotComId: u.chessDotComId,
  liChessId: u.liChessId,
  rating: u.rating,
  parentsName: u.parentsName,
  section: u.section,
  classTime: u.classTime,
  roles: presentRoles(u.roles),
});

const presentTheme = (u: UserRow): BoardTheme =>
  (BOARD_THEMES as readonly string[]).includes(u.boardTheme)
    ? (u.boardTheme as BoardTheme)
    : DEFAULT_BOARD_THEME;

const profileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { authenticated } = signedInRoutes(app, 'profile');

  authenticated.get(
    '/api/profile',
    'Your profile',
    { response: { 200: ProfileSchema, 400: ApiErrorSchema } },
    // The auth check already loaded the user row: no second query.
    (_request, user) => presentProfile(user),
  );

  authenticated.put(
    '/api/profile',
    'Edit your own profile fields',
    { body: ProfileUpdateSchema, response: { 200: ProfileSchema, ...INVALID_OR_MISSING } },
    async (request, user) => {
      const b = request.body;
      const updated = await usersRepository(ctx.database.db).update(user.id, {
        name: b.name,
        email: b.email,
        phoneNumber: b.phoneNumber,
        uscfId: b.uscfid,
        chessDotComId: b.chessDotComId,
        liChessId: b.liChessId,
        parentsName: b.parentsName,
      });
      if (!updated) throw notFound();
      return presentProfile(updated);
    },
  );

  authenticated.get(
    '/api/preferences/boardTheme',
    'Your saved board theme',
    { response: { 200: BoardThemePreferenceSchema, 400: ApiErrorSchema } },
    (_request, user) => ({ boardTheme: presentTheme(user) }),
  );

  authenticated.post(
    '/api/preferences',
    'Save your board theme',
    {
      body: BoardThemePreferenceSchema,
      response: { 200: BoardThemePreferenceSchema, ...INVALID_OR_MISSING },
    },
    async (request, user) => {
      const updated = await usersRepository(ctx.database.db).update(user.id, {
        boardTheme: request.body.boardTheme,
      });
      if (!updated) throw notFound();
      return { boardTheme: presentTheme(updated) };
    },
  );
};

export default profileRoutes;
