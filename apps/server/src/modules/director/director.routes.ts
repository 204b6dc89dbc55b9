import {
  ApiErrorSchema,
  BoardParamsSchema,
  BoardResultRequestSchema,
  CheckInRequestSchema,
  CheckInSchema,
  DirectorBoardSchema,
  DirectorRoundSchema,
  DirectorViewSchema,
  IdParamsSchema,
  PairingsQuerySchema,
  PairRoundRequestSchema,
  PublishedPairingsSchema,
  ResultChangeListSchema,
  RoundChangeSchema,
  RoundParamsSchema,
  SectionQuerySchema,
  SectionStandingsSchema,
  UscfReportParamsSchema,
  WithdrawalParamsSchema,
  WithdrawalRequestSchema,
  WithdrawalSchema,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { INVALID_OR_MISSING, signedInRoutes } from '../../lib/routes.js';
import { requireAuth } from '../../plugins/auth.js';
import * as published from './director.published.js';
import * as service from './director.service.js';

// Admins for now; a tournament-director role comes with the director's pages (docs/decisions/0039).
const director = signedInRoutes('director', 'tournamentDirector');
const tags = ['director'];
/** A change the round's state refuses: a draft exists, results missing, already published. */
const REFUSED = { ...INVALID_OR_MISSING, 409: ApiErrorSchema };

/**
 * The tournament director's rounds (issue 16; docs/decisions/0039): pairing, drafts, publishing,
 * results and corrections, withdrawals, and the public pairings and standings.
 */
const directorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/director/tournament/:id',
    director(
      'The director’s view: each section’s players, rounds (boards, byes, reasons) and next step',
      {
        params: IdParamsSchema,
        response: { 200: DirectorViewSchema, ...INVALID_OR_MISSING },
      },
    ),
    async (request) => service.getDirectorView(ctx, request.params.id),
  );

  app.post(
    '/api/director/tournament/:id/rounds',
    director(
      'Pair a section’s next round as a draft (201); 409 while a draft exists or the last round lacks results',
      {
        params: IdParamsSchema,
        body: PairRoundRequestSchema,
        response: { 201: DirectorRoundSchema, ...REFUSED },
      },
    ),
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.pairNextRound(
            ctx,
            request.params.id,
            request.body,
            requireAuth(request).user.id,
          ),
        ),
  );

  app.put(
    '/api/director/tournament/:id/rounds/:roundId',
    director(
      'Change a draft (swap opponents, force a pairing, swap colours); answers the draft with its warnings',
      {
        params: RoundParamsSchema,
        body: RoundChangeSchema,
        response: { 200: DirectorRoundSchema, ...REFUSED },
      },
    ),
    async (request) =>
      service.changeDraft(ctx, request.params.id, request.params.roundId, request.body),
  );

  app.delete(
    '/api/director/tournament/:id/rounds/:roundId',
    director('Delete a draft (a published round stays)', {
      params: RoundParamsSchema,
      response: { 204: z.null(), ...REFUSED },
    }),
    async (request, reply) => {
      await service.deleteDraft(ctx, request.params.id, request.params.roundId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/director/tournament/:id/rounds/:roundId/publish',
    director('Publish a draft: its pairings go public and take results', {
      params: RoundParamsSchema,
      response: { 200: DirectorRoundSchema, ...REFUSED },
    }),
    async (request) => service.publishDraft(ctx, request.params.id, request.params.roundId),
  );

  app.put(
    '/api/director/tournament/:id/boards/:boardId/result',
    director('Enter or correct a board’s result (published rounds); a correction is audited', {
      params: BoardParamsSchema,
      body: BoardResultRequestSchema,
      response: { 200: DirectorBoardSchema, ...REFUSED },
    }),
    async (request) =>
      service.setBoardResult(
        ctx,
        request.params.id,
        request.params.boardId,
        request.body.result,
        requireAuth(request).user.id,
      ),
  );

  app.get(
    '/api/director/tournament/:id/resultChanges',
    director('The corrected results: who, when, from and to, newest first', {
      params: IdParamsSchema,
      response: { 200: ResultChangeListSchema, ...INVALID_OR_MISSING },
    }),
    async (request) => service.listResultChanges(ctx, request.params.id),
  );

  app.put(
    '/api/director/tournament/:id/entries/:entryId/checkIn',
    director('Check a player in (or out): only checked-in players are paired', {
      params: WithdrawalParamsSchema,
      body: CheckInRequestSchema,
      response: { 200: CheckInSchema, ...REFUSED },
    }),
    async (request) =>
      service.checkIn(ctx, request.params.id, request.params.entryId, request.body.verified),
  );

  app.post(
    '/api/director/tournament/:id/withdrawals',
    director('Withdraw a player from a round on; 409 once that round is paired', {
      params: IdParamsSchema,
      body: WithdrawalRequestSchema,
      response: { 200: WithdrawalSchema, ...REFUSED },
    }),
    async (request) =>
      service.withdrawPlayer(ctx, request.params.id, request.body, requireAuth(request).user.id),
  );

  app.delete(
    '/api/director/tournament/:id/withdrawals/:entryId',
    director('Undo a withdrawal while its round is unpaired', {
      params: WithdrawalParamsSchema,
      response: { 204: z.null(), ...REFUSED },
    }),
    async (request, reply) => {
      await service.undoWithdrawal(ctx, request.params.id, request.params.entryId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/tournament/:id/standings',
    {
      config: { access: 'public', cache: 'revalidate' },
      schema: {
        tags,
        summary:
          'A section’s standings after its published rounds with every result in: score, US Chess tiebreaks, shared places',
        params: IdParamsSchema,
        querystring: SectionQuerySchema,
        response: { 200: SectionStandingsSchema, ...INVALID_OR_MISSING },
      },
    },
    async (request) => published.getStandings(ctx, request.params.id, request.query.section),
  );

  app.get(
    '/api/tournament/:id/pairings',
    {
      config: { access: 'public', cache: 'revalidate' },
      schema: {
        tags,
        summary: 'A section’s published pairings and results of a round (the latest by default)',
        params: IdParamsSchema,
        querystring: PairingsQuerySchema,
        response: { 200: PublishedPairingsSchema, ...INVALID_OR_MISSING },
      },
    },
    async (request) => published.getPublishedPairings(ctx, request.params.id, request.query),
  );

  app.get(
    '/api/admin/tournament/:id/swisssys',
    director(
      'The main list as a SwissSys file, `<shortName>_swisssys.sjson`, with the rounds the director has published and their results',
      {
        params: IdParamsSchema,
        produces: ['application/json'],
        response: {
          200: z.string().describe('The SwissSys 11 `.sjson` file (JSON text)'),
          ...INVALID_OR_MISSING,
        },
      },
    ),
    async (request, reply) => {
      const { filename, text } = await published.exportSwissSysWithRounds(ctx, request.params.id);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(text);
    },
  );

  app.get(
    '/api/admin/tournament/:id/uscfReport/:file',
    director(
      'One of the US Chess rating report’s three dBASE III files (THEXPORT, TSEXPORT, TDEXPORT) for the sections’ published rounds',
      {
        params: UscfReportParamsSchema,
        produces: ['application/octet-stream'],
        response: { 200: z.string().describe('A dBASE III file'), ...INVALID_OR_MISSING },
      },
    ),
    async (request, reply) => {
      const bytes = await published.exportUscfReportFile(
        ctx,
        request.params.id,
        request.params.file,
        requireAuth(request).user.id,
      );
      return (
        reply
          .type('application/octet-stream')
          .header('content-disposition', `attachment; filename="${request.params.file}"`)
          // Bytes go out as they are (Fastify serializes no Buffer); the schema documents the file.
          .send(Buffer.from(bytes) as unknown as string)
      );
    },
  );

  app.get(
    '/api/admin/tournament/:id/trf16',
    director('A section’s published rounds as FIDE TRF16, `<shortName>-<section>.trf`', {
      params: IdParamsSchema,
      querystring: SectionQuerySchema,
      produces: ['text/plain'],
      response: { 200: z.string().describe('The TRF16 file'), ...INVALID_OR_MISSING },
    }),
    async (request, reply) => {
      const { filename, text } = await published.exportTrf16(
        ctx,
        request.params.id,
        request.query.section,
      );
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(text);
    },
  );
};

export default directorRoutes;
