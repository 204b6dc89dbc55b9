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
import { byId, INVALID_OR_MISSING } from '../../lib/route-schemas.js';
import { publicRoutes, sendAttachment, signedInRoutes } from '../../lib/routes.js';
import * as published from './director.published.js';
import * as service from './director.service.js';

/** A change the round's state refuses: a draft exists, results missing, already published. */
const REFUSED = { ...INVALID_OR_MISSING, 409: ApiErrorSchema };

/**
 * The tournament director's rounds (issue 16; docs/decisions/0039): pairing, drafts, publishing,
 * results and corrections, withdrawals, and the public pairings and standings.
 */
const directorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Admins for now; a tournament-director role comes with the director's pages (docs/decisions/0039).
  const director = signedInRoutes(app, 'director').tournamentDirector;
  const cached = publicRoutes(app, 'director', { cache: 'revalidate' });

  director.get(
    '/api/director/tournament/:id',
    'The director’s view: each section’s players, rounds (boards, byes, reasons) and next step',
    byId(DirectorViewSchema),
    (request) => service.getDirectorView(ctx, request.params.id),
  );

  director.post(
    '/api/director/tournament/:id/rounds',
    'Pair a section’s next round as a draft (201); 409 while a draft exists or the last round lacks results',
    {
      params: IdParamsSchema,
      body: PairRoundRequestSchema,
      response: { 201: DirectorRoundSchema, ...REFUSED },
    },
    async (request, user, reply) =>
      reply
        .status(201)
        .send(await service.pairNextRound(ctx, request.params.id, request.body, user.id)),
  );

  director.put(
    '/api/director/tournament/:id/rounds/:roundId',
    'Change a draft (swap opponents, force a pairing, swap colours); answers the draft with its warnings',
    {
      params: RoundParamsSchema,
      body: RoundChangeSchema,
      response: { 200: DirectorRoundSchema, ...REFUSED },
    },
    (request) => service.changeDraft(ctx, request.params.id, request.params.roundId, request.body),
  );

  director.delete(
    '/api/director/tournament/:id/rounds/:roundId',
    'Delete a draft (a published round stays)',
    { params: RoundParamsSchema, response: { 204: z.null(), ...REFUSED } },
    async (request, _user, reply) => {
      await service.deleteDraft(ctx, request.params.id, request.params.roundId);
      return reply.status(204).send(null);
    },
  );

  director.post(
    '/api/director/tournament/:id/rounds/:roundId/publish',
    'Publish a draft: its pairings go public and take results',
    { params: RoundParamsSchema, response: { 200: DirectorRoundSchema, ...REFUSED } },
    (request) => service.publishDraft(ctx, request.params.id, request.params.roundId),
  );

  director.put(
    '/api/director/tournament/:id/boards/:boardId/result',
    'Enter or correct a board’s result (published rounds); a correction is audited',
    {
      params: BoardParamsSchema,
      body: BoardResultRequestSchema,
      response: { 200: DirectorBoardSchema, ...REFUSED },
    },
    (request, user) =>
      service.setBoardResult(
        ctx,
        request.params.id,
        request.params.boardId,
        request.body.result,
        user.id,
      ),
  );

  director.get(
    '/api/director/tournament/:id/resultChanges',
    'The corrected results: who, when, from and to, newest first',
    byId(ResultChangeListSchema),
    (request) => service.listResultChanges(ctx, request.params.id),
  );

  director.put(
    '/api/director/tournament/:id/entries/:entryId/checkIn',
    'Check a player in (or out): only checked-in players are paired',
    {
      params: WithdrawalParamsSchema,
      body: CheckInRequestSchema,
      response: { 200: CheckInSchema, ...REFUSED },
    },
    (request) =>
      service.checkIn(ctx, request.params.id, request.params.entryId, request.body.verified),
  );

  director.post(
    '/api/director/tournament/:id/withdrawals',
    'Withdraw a player from a round on; 409 once that round is paired',
    {
      params: IdParamsSchema,
      body: WithdrawalRequestSchema,
      response: { 200: WithdrawalSchema, ...REFUSED },
    },
    (request, user) => service.withdrawPlayer(ctx, request.params.id, request.body, user.id),
  );

  director.delete(
    '/api/director/tournament/:id/withdrawals/:entryId',
    'Undo a withdrawal while its round is unpaired',
    { params: WithdrawalParamsSchema, response: { 204: z.null(), ...REFUSED } },
    async (request, _user, reply) => {
      await service.undoWithdrawal(ctx, request.params.id, request.params.entryId);
      return reply.status(204).send(null);
    },
  );

  cached.get(
    '/api/tournament/:id/standings',
    'A section’s standings after its published rounds with every result in: score, US Chess tiebreaks, shared places',
    byId(SectionStandingsSchema, { querystring: SectionQuerySchema }),
    (request) => published.getStandings(ctx, request.params.id, request.query.section),
  );

  cached.get(
    '/api/tournament/:id/pairings',
    'A section’s published pairings and results of a round (the latest by default)',
    byId(PublishedPairingsSchema, { querystring: PairingsQuerySchema }),
    (request) => published.getPublishedPairings(ctx, request.params.id, request.query),
  );

  director.get(
    '/api/admin/tournament/:id/swisssys',
    'The main list as a SwissSys file, `<shortName>_swisssys.sjson`, with the rounds the director has published and their results',
    {
      params: IdParamsSchema,
      produces: ['application/json'],
      response: {
        200: z.string().describe('The SwissSys 11 `.sjson` file (JSON text)'),
        ...INVALID_OR_MISSING,
      },
    },
    async (request, _user, reply) => {
      const { filename, text } = await published.exportSwissSysWithRounds(ctx, request.params.id);
      return sendAttachment(reply, 'application/json; charset=utf-8', filename, text);
    },
  );

  director.get(
    '/api/admin/tournament/:id/uscfReport/:file',
    'One of the US Chess rating report’s three dBASE III files (THEXPORT, TSEXPORT, TDEXPORT) for the sections’ published rounds',
    {
      params: UscfReportParamsSchema,
      produces: ['application/octet-stream'],
      response: { 200: z.string().describe('A dBASE III file'), ...INVALID_OR_MISSING },
    },
    async (request, user, reply) => {
      const bytes = await published.exportUscfReportFile(
        ctx,
        request.params.id,
        request.params.file,
        user.id,
      );
      // Bytes go out as they are (Fastify serializes no Buffer); the schema documents the file.
      const file = Buffer.from(bytes) as unknown as string;
      return sendAttachment(reply, 'application/octet-stream', request.params.file, file);
    },
  );

  director.get(
    '/api/admin/tournament/:id/trf16',
    'A section’s published rounds as FIDE TRF16, `<shortName>-<section>.trf`',
    {
      params: IdParamsSchema,
      querystring: SectionQuerySchema,
      produces: ['text/plain'],
      response: { 200: z.string().describe('The TRF16 file'), ...INVALID_OR_MISSING },
    },
    async (request, _user, reply) => {
      const { filename, text } = await published.exportTrf16(
        ctx,
        request.params.id,
        request.query.section,
      );
      return sendAttachment(reply, 'text/plain; charset=utf-8', filename, text);
    },
  );
};

export default directorRoutes;
