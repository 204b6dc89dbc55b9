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
import { byId, byQuery, INVALID_OR_MISSING } from '../../lib/route-schemas.js';
import { signedInRoutes } from '../../lib/routes.js';
import { assertCoachStudentsAccess } from '../access/index.js';
import { usersCsv } from './users.export.js';
import * as users from './users.service.js';

/** User administration: the users grid, add and edit, coaches and students (docs/decisions/0026). */
const usersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { admin, coachOrAdmin } = signedInRoutes(app, 'users');

  admin.get(
    '/api/users',
    'Admin: one page of users, searched by username, name or e-mail',
    byQuery(UserListQuerySchema, AdminUserPageSchema),
    (request) => users.listUsers(ctx, request.query),
  );

  admin.csv(
    '/api/users.csv',
    'Admin: every user the search and role match, in list order, as CSV',
    { querystring: UserCsvQuerySchema },
    (request) => ({ filename: 'users.csv', lines: usersCsv(ctx, request.query) }),
  );

  admin.get(
    '/api/users/:id',
    'Admin: one user, for the edit form',
    byId(AdminUserSchema),
    (request) => users.getUser(ctx, request.params.id),
  );

  admin.post(
    '/api/users',
    'Admin: add a user (username, name and e-mail required)',
    {
      body: AdminUserAddSchema,
      response: { 201: AdminUserSchema, 400: ApiErrorSchema, 409: ApiErrorSchema },
    },
    async (request, _user, reply) => reply.code(201).send(await users.addUser(ctx, request.body)),
  );

  admin.put(
    '/api/user/:id',
    "Admin: save a user's fields (a new username must be free); disabling ends the user's sessions",
    {
      params: IdParamsSchema,
      body: AdminUserSaveSchema,
      response: { 200: AdminUserSchema, ...INVALID_OR_MISSING, 409: ApiErrorSchema },
    },
    (request) => users.updateUser(ctx, request.params.id, request.body),
  );

  admin.get(
    '/api/mycoaches',
    'Admin: one page of coaches with how many students each has',
    byQuery(UserListQuerySchema, CoachPageSchema),
    (request) => users.listCoaches(ctx, request.query),
  );

  coachOrAdmin.get(
    '/api/students',
    "Students: every student for an admin, a coach's own for a coach",
    byQuery(UserListQuerySchema, StudentPageSchema),
    (request, user) => users.listStudents(ctx, user, request.query),
  );

  coachOrAdmin.get(
    '/api/mystudents',
    "A coach's own students (an admin's, if the admin coaches)",
    byQuery(UserListQuerySchema, StudentPageSchema),
    (request, user) => users.listStudents(ctx, user, request.query, user.id),
  );

  coachOrAdmin.get(
    '/api/mystudents/:id',
    "One coach's students: an admin any coach's, a coach their own (404 for no such coach)",
    byId(StudentPageSchema, { querystring: UserListQuerySchema }),
    async (request, user) => {
      await assertCoachStudentsAccess(ctx.database.db, user, request.params.id);
      return users.listStudents(ctx, user, request.query, request.params.id);
    },
  );
};

export default usersRoutes;
