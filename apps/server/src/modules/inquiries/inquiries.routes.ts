import {
  ApiErrorSchema,
  InquiryRequestSchema,
  InquirySaveSchema,
  InquirySchema,
  MESSAGES,
  MessageResponseSchema,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { registerCrudRoutes } from '../../lib/crud.js';
import { publicRoutes } from '../../lib/routes.js';
import { inquiriesRepository, type InquiryRow } from './inquiries.repository.js';

const present = (r: InquiryRow) => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phoneNumber: r.phoneNumber,
  inquiryType: r.inquiryType,
  question: r.question,
  appointmentDate: r.appointmentDate?.toISOString() ?? null,
  createdDate: r.createdDate.toISOString(),
  answered: r.answered,
});

const inquiriesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  publicRoutes(app, 'site', { rateLimit: 'perIp' }).post(
    '/api/inquiry',
    'Send an inquiry to the club (the club is e-mailed a copy)',
    {
      body: InquiryRequestSchema,
      response: { 201: MessageResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
    },
    async (request, reply) => {
      const b = request.body;
      // The public form has no `answered` (the schema drops it): a new inquiry is to answer.
      const row = await inquiriesRepository(ctx.database.db).insert({
        ...b,
        answered: false,
        appointmentDate: b.appointmentDate ? new Date(b.appointmentDate) : null,
      });
      const club = ctx.config.club;
      await ctx.mailer.send({
        to: club.email,
        subject: `New inquiry: ${b.inquiryType} from ${b.name}`,
        text:
          `${b.name} <${b.email}>${b.phoneNumber ? `, ${b.phoneNumber}` : ''} asks about ` +
          `${b.inquiryType}${row?.appointmentDate ? ` (appointment ${row.appointmentDate.toISOString()})` : ''}:\n\n` +
          `${b.question}\n\nAll inquiries: ${ctx.config.publicUrl}/inquiries\n`,
      });
      return reply.status(201).send({ message: MESSAGES.inquiryThanks });
    },
  );

  registerCrudRoutes(app, ctx, {
    tag: 'admin',
    noun: 'inquiry',
    repository: inquiriesRepository,
    rowSchema: InquirySchema,
    saveSchema: InquirySaveSchema,
    lists: { admin: '/api/inquiryAdmin' },
    present,
    toValues: (s) => ({
      ...s,
      appointmentDate: s.appointmentDate ? new Date(s.appointmentDate) : null,
    }),
  });
};

export default inquiriesRoutes;
