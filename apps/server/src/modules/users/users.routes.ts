import {
  AdminUserAddSchema,
  AdminUserPageSchema,
  AdminUserSaveSchema,
  AdminUserSchema,
  ApiErrorSchema,
  CoachPageSchema,
  IdParamsSchema,
  StudentPageSchema,
  UserCsvQuerySchema,
  UserListQuerySchema,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { INVALID_OR_MISSING, sendCsv, signedInRoutes } from '../../lib/routes.js';
import { requireAuth } from '../../plugins/auth.js';
import { usersCsv } from './users.export.js';
import * as users from './users.service.js';

const adminOnly = signedInRoutes('users', 'admin');
const coachOrAdmin = signedInRoutes('users', 'coachOrAdmin');

/** User administration: the users grid, add and edit, coaches and students (docs/decisions/0026). */
const usersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/users',
    adminOnly('Admin: one page of users, searched by username, name or e-mail', {
      querystring: UserListQuerySchema,
      response: { 200: AdminUserPageSchema, 400: ApiErrorSchema },
    }),
    async (request) => users.listUsers(ctx, request.query),
  );

  app.get(
    '/api/users.csv',
    adminOnly.csv('Admin: every user the search and role match, in list order, as CSV', {
      querystring: UserCsvQuerySchema,
    }),
    async (request, reply) => sendCsv(reply, 'users.csv', usersCsv(ctx, request.query)),
  );

  app.get(
    '/api/users/:id',
    adminOnly('Admin: one user, for the edit form', {
      params: IdParamsSchema,
      response: { 200: AdminUserSchema, ...INVALID_OR_MISSING },
    }),
    async (request) => users.getUser(ctx, request.params.id),
  );

  app.post(
    '/api/users',
    adminOnly('Admin: add a user (username, name and e-mail required)', {
      body: AdminUserAddSchema,
      response: { 201: AdminUserSchema, 400: ApiErrorSchema, 409: ApiErrorSchema },
    }),
    async (request, reply) => reply.code(201).send(await users.addUser(ctx, request.body)),
  );

  app.put(
    '/api/user/:id',
    adminOnly("Admin: save a user's fields; disabling ends the user's sessions", {
      params: IdParamsSchema,
      body: AdminUserSaveSchema,
      response: { 200: AdminUserSchema, ...INVALID_OR_MISSING },
    }),
    async (request) => users.updateUser(ctx, request.params.id, request.body),
  );

  app.get(
    '/api/mycoaches',
    adminOnly('Admin: one page of coaches with how many students each has', {
      querystring: UserListQuerySchema,
      response: { 200: CoachPageSchema, 400: ApiErrorSchema },
    }),
    async (request) => users.listCoaches(ctx, request.query),
  );

  app.get(
    '/api/students',
    coachOrAdmin("Students: every student for an admin, a coach's own for a coach", {
      querystring: UserListQuerySchema,
      response: { 200: StudentPageSchema, 400: ApiErrorSchema },
    }),
    async (request) => users.listStudents(ctx, requireAuth(request).user, request.query),
  );

  app.get(
    '/api/mystudents',
    coachOrAdmin("A coach's own students (an admin's, if the admin coaches)", {
      querystring: UserListQuerySchema,
      response: { 200: StudentPageSchema, 400: ApiErrorSchema },
    }),
    async (request) => {
      const { user } = requireAuth(request);
      return users.listStudents(ctx, user, request.query, user.id);
    },
  );

  app.get(
    '/api/mystudents/:id',
    adminOnly("Admin: one coach's students", {
      params: IdParamsSchema,
      querystring: UserListQuerySchema,
      response: { 200: StudentPageSchema, ...INVALID_OR_MISSING },
    }),
    async (request) =>
      users.listStudents(ctx, requireAuth(request).user, request.query, request.params.id),
  );
};

export default usersRoutes;
