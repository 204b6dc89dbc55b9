import {
  ApiErrorSchema,
  EmailCampaignDetailSchema,
  EmailCampaignListQuerySchema,
  EmailCampaignPageSchema,
  EmailSendResponseSchema,
  EmailSendSchema,
  MESSAGES,
  SubscribersResponseSchema,
} from '@kingside/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { pageAnswer } from '../../lib/paging.js';
import { byId, byQuery } from '../../lib/route-schemas.js';
import { signedInRoutes } from '../../lib/routes.js';
import { requireAuth } from '../../plugins/auth.js';
import { emailerRepository } from './emailer.repository.js';
import * as emailer from './emailer.service.js';

/** The BCC box of every subscriber (up to 20,000 addresses) and the message, as JSON. */
const SEND_BODY_LIMIT = 2 * 1024 * 1024;

/** The emailer (spec 2 §2 /emailer, §7; docs/decisions/0030). */
const emailerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { admin } = signedInRoutes(app, 'emailer');

  admin.get(
    '/api/subscribers',
    'Admin: every subscribed address (contacts and users), as the BCC text',
    { response: { 200: SubscribersResponseSchema } },
    () => emailer.subscribersBcc(ctx),
  );

  admin.post(
    '/api/emails',
    'Admin: send a message to To and CC, and a newsletter to every BCC address in the background',
    {
      body: EmailSendSchema,
      response: { 200: EmailSendResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
    },
    async (request, user) => {
      const campaign = await emailer.sendEmail(ctx, user, request.body);
      if (campaign) await app.jobs.runSoon('emailer.newsletter');
      return {
        message: MESSAGES.emailerSent,
        campaign: campaign && emailer.presentCampaign(campaign),
      };
    },
    {
      bodyLimit: SEND_BODY_LIMIT,
      preHandler: async (request: FastifyRequest) =>
        emailer.limitSends(ctx, requireAuth(request).user.id),
    },
  );

  admin.get(
    '/api/emails/campaigns',
    'Admin: newsletters sent from the emailer with their progress, newest first',
    byQuery(EmailCampaignListQuerySchema, EmailCampaignPageSchema),
    async (request) => {
      const { page, size } = request.query;
      const { items, total } = await emailerRepository(ctx.database.db).page(page, size);
      return pageAnswer(request.query, items.map(emailer.presentCampaign), total);
    },
  );

  admin.get(
    '/api/emails/campaigns/:id',
    'Admin: one newsletter, its progress and the message as it was sent',
    byId(EmailCampaignDetailSchema),
    async (request) => {
      const campaign = await emailerRepository(ctx.database.db).byId(request.params.id);
      if (!campaign) throw notFound();
      return emailer.presentCampaignDetail(campaign);
    },
  );
};

export default emailerRoutes;
