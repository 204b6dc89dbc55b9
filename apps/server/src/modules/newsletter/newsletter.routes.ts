import {
  ApiErrorSchema,
  EmailSchema,
  MESSAGES,
  MessageResponseSchema,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../lib/errors.js';
import { newsletterMail, verifyUnsubscribeToken } from '../../lib/newsletter.js';
import { publicRoutes } from '../../lib/routes.js';
import { newsletterRepository } from './newsletter.repository.js';

const errors = { 400: ApiErrorSchema, 429: ApiErrorSchema };

const newsletterRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const setSubscription = (email: string, unsubscribe: boolean) =>
    newsletterRepository(ctx.database.db).setSubscription(email, unsubscribe);

  // RFC 8058 one-click unsubscribe posts a form body.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const visitor = publicRoutes(app, 'newsletter');
  const limited = publicRoutes(app, 'newsletter', { rateLimit: 'perIp' });

  limited.post(
    '/api/subscribe',
    'Subscribe an address to the newsletter (a welcome mail carries the unsubscribe link)',
    { body: SubscribeRequestSchema, response: { 200: MessageResponseSchema, ...errors } },
    async (request) => {
      const { email, unsubscribe } = request.body;
      await setSubscription(email, unsubscribe);
      if (unsubscribe) return { message: MESSAGES.unsubscribed };
      const club = ctx.config.club;
      await ctx.mailer.send(
        newsletterMail(ctx.config, ctx.keys, {
          to: email,
          subject: `You are subscribed to the ${club.name} newsletter`,
          text:
            `Thank you for subscribing. We will write about classes, camps and tournaments at ` +
            `${club.name}.\n\n${ctx.config.publicUrl}`,
        }),
      );
      return { message: MESSAGES.subscribed };
    },
  );

  limited.post(
    '/api/unsubscribe',
    'Unsubscribe an address; answers the same whether or not it was subscribed',
    { body: UnsubscribeRequestSchema, response: { 200: MessageResponseSchema, ...errors } },
    async (request) => {
      const { email, token } = request.body;
      if (token !== undefined && !verifyUnsubscribeToken(ctx.keys, email, token)) {
        throw badRequest(
          'INVALID_TOKEN',
          'This unsubscribe link does not match the e-mail address.',
        );
      }
      await setSubscription(email, true);
      return { message: MESSAGES.unsubscribed };
    },
  );

  visitor.post(
    '/api/unsubscribe/oneClick',
    'One-click unsubscribe (RFC 8058) from the List-Unsubscribe header; needs the signed link',
    {
      querystring: z.object({ email: EmailSchema, token: z.string().min(1).max(200) }),
      response: { 200: MessageResponseSchema, ...errors },
    },
    async (request) => {
      const { email, token } = request.query;
      if (!verifyUnsubscribeToken(ctx.keys, email, token)) {
        throw badRequest('INVALID_TOKEN', 'This unsubscribe link is not valid.');
      }
      await setSubscription(email, true);
      return { message: MESSAGES.unsubscribed };
    },
  );
};

export default newsletterRoutes;
