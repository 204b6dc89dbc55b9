import {
  ApiErrorSchema,
  EmailCampaignDetailSchema,
  EmailCampaignListQuerySchema,
  EmailCampaignPageSchema,
  EmailSendResponseSchema,
  EmailSendSchema,
  IdParamsSchema,
  MESSAGES,
  SubscribersResponseSchema,
} from '@kingside/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { INVALID_OR_MISSING, signedInRoutes } from '../../lib/routes.js';
import { requireAuth } from '../../plugins/auth.js';
import { emailerRepository } from './emailer.repository.js';
import * as emailer from './emailer.service.js';

const adminOnly = signedInRoutes('emailer', 'admin');

/** The BCC box of every subscriber (up to 20,000 addresses) and the message, as JSON. */
const SEND_BODY_LIMIT = 2 * 1024 * 1024;

/** The emailer (spec 2 §2 /emailer, §7; docs/decisions/0030). */
const emailerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/subscribers',
    adminOnly('Admin: every subscribed address (contacts and users), as the BCC text', {
      response: { 200: SubscribersResponseSchema },
    }),
    async () => emailer.subscribersBcc(ctx),
  );

  app.post(
    '/api/emails',
    adminOnly(
      'Admin: send a message to To and CC, and a newsletter to every BCC address in the background',
      {
        body: EmailSendSchema,
        response: { 200: EmailSendResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
      {
        bodyLimit: SEND_BODY_LIMIT,
        preHandler: async (request: FastifyRequest) =>
          emailer.limitSends(ctx, requireAuth(request).user.id),
      },
    ),
    async (request) => {
      const { user } = requireAuth(request);
      const campaign = await emailer.sendEmail(ctx, user, request.body);
      if (campaign) await app.jobs.runSoon('emailer.newsletter');
      return {
        message: MESSAGES.emailerSent,
        campaign: campaign && emailer.presentCampaign(campaign),
      };
    },
  );

  app.get(
    '/api/emails/campaigns',
    adminOnly('Admin: newsletters sent from the emailer with their progress, newest first', {
      querystring: EmailCampaignListQuerySchema,
      response: { 200: EmailCampaignPageSchema, 400: ApiErrorSchema },
    }),
    async (request) => {
      const { page, size } = request.query;
      const found = await emailerRepository(ctx.database.db).page(page, size);
      return { items: found.items.map(emailer.presentCampaign), total: found.total, page, size };
    },
  );

  app.get(
    '/api/emails/campaigns/:id',
    adminOnly('Admin: one newsletter, its progress and the message as it was sent', {
      params: IdParamsSchema,
      response: { 200: EmailCampaignDetailSchema, ...INVALID_OR_MISSING },
    }),
    async (request) => {
      const campaign = await emailerRepository(ctx.database.db).byId(request.params.id);
      if (!campaign) throw notFound();
      return emailer.presentCampaignDetail(campaign);
    },
  );
};

export default emailerRoutes;
