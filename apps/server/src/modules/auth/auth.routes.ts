import {
  AdminChangePasswordRequestSchema,
  AdminUpdatePasswordRequestSchema,
  ApiErrorSchema,
  AuthenticateRequestSchema,
  ChangePasswordRequestSchema,
  ForgotPasswordRequestSchema,
  ForgotUsernameRequestSchema,
  IdParamsSchema,
  LoginResultSchema,
  LogoutRequestSchema,
  MESSAGES,
  MessageResponseSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { publicRoutes, signedInRoutes } from '../../lib/routes.js';
import { requireAuth } from '../../plugins/auth.js';
import { authRepository } from './auth.repository.js';
import * as auth from './auth.service.js';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  429: ApiErrorSchema,
};

const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const limited = publicRoutes(app, 'accounts', { rateLimit: 'perIp' });
  const { authenticated, admin } = signedInRoutes(app, 'accounts');

  limited.post(
    '/api/authenticate',
    'Log in; answers the access token and the user',
    { body: AuthenticateRequestSchema, response: { 200: LoginResultSchema, ...errors } },
    (request) =>
      auth.login(ctx, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }),
  );

  authenticated.post(
    '/api/logout',
    "Revoke the caller's session",
    { body: LogoutRequestSchema, response: { 200: MessageResponseSchema, ...errors } },
    async (request) => {
      await authRepository(ctx.database.db).revokeSession(requireAuth(request).sessionId);
      return { message: 'Logged out.' };
    },
  );

  limited.post(
    '/api/register',
    'Create an account (sign-up for a group or private class)',
    {
      body: RegisterRequestSchema,
      response: { 201: MessageResponseSchema, 409: ApiErrorSchema, ...errors },
    },
    async (request, reply) => {
      await auth.register(ctx, request.body);
      return reply.status(201).send({ message: MESSAGES.registered });
    },
  );

  limited.post(
    '/api/forgotUsername',
    'E-mail the usernames registered with an address; same answer whether or not one exists',
    { body: ForgotUsernameRequestSchema, response: { 200: MessageResponseSchema, ...errors } },
    async (request) => {
      await auth.forgotUsername(ctx, request.body.email);
      return { message: MESSAGES.emailSent };
    },
  );

  limited.post(
    '/api/forgotPassword',
    'E-mail a one-hour, single-use reset link; same answer whether or not the account exists',
    { body: ForgotPasswordRequestSchema, response: { 200: MessageResponseSchema, ...errors } },
    async (request) => {
      await auth.forgotPassword(ctx, request.body);
      return { message: MESSAGES.emailSent };
    },
  );

  limited.post(
    '/api/resetPassword',
    'Set a new password with a reset token',
    { body: ResetPasswordRequestSchema, response: { 200: MessageResponseSchema, ...errors } },
    async (request) => {
      await auth.resetPassword(ctx, request.body);
      return { message: MESSAGES.passwordReset };
    },
  );

  authenticated.post(
    '/api/changepassword',
    'Change your own password; your other sessions end',
    { body: ChangePasswordRequestSchema, response: { 200: MessageResponseSchema, ...errors } },
    async (request, user) => {
      await auth.changePassword(ctx, user, requireAuth(request).sessionId, request.body);
      return { message: MESSAGES.passwordChanged };
    },
    { rateLimit: 'perIp' },
  );

  admin.put(
    '/api/user/:id/updatePassword',
    "Admin: set a user's password",
    {
      params: IdParamsSchema,
      body: AdminUpdatePasswordRequestSchema,
      response: { 200: MessageResponseSchema, 404: ApiErrorSchema, ...errors },
    },
    async (request) => {
      await auth.setPasswordAsAdmin(ctx, { id: request.params.id }, request.body.password);
      return { message: MESSAGES.passwordReset };
    },
  );

  admin.post(
    '/api/users/changepassword/admin',
    "Admin: set a user's password by username",
    {
      body: AdminChangePasswordRequestSchema,
      response: { 200: MessageResponseSchema, 404: ApiErrorSchema, ...errors },
    },
    async (request) => {
      const { username, password } = request.body;
      await auth.setPasswordAsAdmin(ctx, { username }, password);
      return { message: MESSAGES.passwordReset };
    },
  );
};

export default authRoutes;
