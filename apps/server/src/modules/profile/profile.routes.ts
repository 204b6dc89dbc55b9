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
import { requireAuth } from '../../plugins/auth.js';
import { presentRoles } from '../auth/index.js';
import { usersRepository, type UserRow } from '../users/index.js';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };
const tags = ['profile'];
const security = [{ bearer: [] }];

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
  app.get(
    '/api/profile',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        security,
        summary: 'Your profile',
        response: { 200: ProfileSchema, ...errors },
      },
    },
    // The auth check already loaded the user row: no second query.
    (request) => presentProfile(requireAuth(request).user),
  );

  app.put(
    '/api/profile',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        security,
        summary: 'Edit your own profile fields',
        body: ProfileUpdateSchema,
        response: { 200: ProfileSchema, 404: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
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

  app.get(
    '/api/preferences/boardTheme',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        security,
        summary: 'Your saved board theme',
        response: { 200: BoardThemePreferenceSchema, ...errors },
      },
    },
    (request) => ({ boardTheme: presentTheme(requireAuth(request).user) }),
  );

  app.post(
    '/api/preferences',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        security,
        summary: 'Save your board theme',
        body: BoardThemePreferenceSchema,
        response: { 200: BoardThemePreferenceSchema, 404: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const updated = await usersRepository(ctx.database.db).update(user.id, {
        boardTheme: request.body.boardTheme,
      });
      if (!updated) throw notFound();
      return { boardTheme: presentTheme(updated) };
    },
  );
};

export default profileRoutes;
