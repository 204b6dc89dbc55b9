import multipart from '@fastify/multipart';
import {
  AdminEntrySaveSchema,
  AdminEntryUpdateSchema,
  ApiErrorSchema,
  EmailSentResultSchema,
  ENTRY_MESSAGES,
  ENTRY_UPLOAD_MAX_BYTES,
  EntryListQuerySchema,
  EntryPageSchema,
  EntrySchema,
  EntryUploadResultSchema,
  IdParamsSchema,
  TournamentEmailSchema,
} from '@kingside/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { byId, createdUnderId, INVALID_OR_MISSING } from '../../lib/route-schemas.js';
import { publicRoutes, signedInRoutes } from '../../lib/routes.js';
import * as mail from './entries.mail.js';
import * as service from './entries.service.js';
import * as upload from './entries.upload.js';

/**
 * The updates whose body named byesRequested: the contract's list defaults to [] when absent,
 * which must not clear an entry's byes on an edit of another field.
 */
const sentByes = new WeakSet<FastifyRequest>();

const noFile = () =>
  badRequest('VALIDATION_ERROR', ENTRY_MESSAGES.uploadNoFile, {
    [upload.UPLOAD_FIELD]: [ENTRY_MESSAGES.uploadNoFile],
  });

/** The upload's one file, at most ENTRY_UPLOAD_MAX_BYTES (413 past it). */
async function readCsvFile(request: FastifyRequest): Promise<Buffer> {
  const part = await request.file();
  if (!part || part.fieldname !== upload.UPLOAD_FIELD) throw noFile();
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'UPLOAD_TOO_BIG', ENTRY_MESSAGES.uploadTooBig);
    }
    throw err;
  }
  if (data.length === 0) throw noFile();
  return data;
}

/**
 * Entry lists and their administration (spec 2 §2 /tourEntries, /tourEntriesAdd,
 * /tourEntriesUpload; §6; §7; issue 15; docs/decisions/0037).
 */
const entriesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: ENTRY_UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });

  const { admin } = signedInRoutes(app, 'tournaments');

  publicRoutes(app, 'tournaments').get(
    '/api/tournament/:id/entries',
    'A page of a tournament’s main list (by section, rating, name) or waiting list (oldest first); when showEntries is set, else to admins and assistants (403 Content Restricted); private columns for admins and assistants',
    {
      params: IdParamsSchema,
      querystring: EntryListQuerySchema,
      response: {
        200: EntryPageSchema,
        400: ApiErrorSchema,
        403: ApiErrorSchema,
        404: ApiErrorSchema,
      },
    },
    (request) =>
      service.listEntries(ctx, request.params.id, request.query, request.auth?.user.roles ?? null),
  );

  admin.post(
    '/api/admin/tournament/:id/entries',
    'Add an entry (201): a section of the tournament, byes within its rules; paid unless "Not Paid"',
    createdUnderId(EntrySchema, { body: AdminEntrySaveSchema }),
    async (request, _user, reply) =>
      reply.status(201).send(await service.addEntry(ctx, request.params.id, request.body)),
  );

  admin.put(
    '/api/admin/tournament/:id/entries',
    'Change an entry (only the fields sent); withdrawing frees its place for the waiting list and gives back a free play credit',
    byId(EntrySchema, { body: AdminEntryUpdateSchema }),
    (request) =>
      service.updateEntry(ctx, request.params.id, {
        ...request.body,
        byesRequested: sentByes.has(request) ? request.body.byesRequested : undefined,
      }),
    {
      preValidation: async (request: FastifyRequest) => {
        const raw = request.body;
        if (raw && typeof raw === 'object' && 'byesRequested' in raw) sentByes.add(request);
      },
    },
  );

  admin.post(
    '/api/admin/tournament/:id/entries/upload',
    'Upload a CSV of entries (multipart, one `csvFile`, the 17 columns of spec 2 §9 with a header line): every row or none; each bad row reported by its line',
    {
      params: IdParamsSchema,
      response: { 200: EntryUploadResultSchema, ...INVALID_OR_MISSING, 413: ApiErrorSchema },
    },
    async (request, user) =>
      upload.uploadEntries(
        ctx,
        user.id,
        request.params.id,
        await readCsvFile(request),
        request.log,
      ),
    {
      preHandler: async (request: FastifyRequest) => {
        if (!request.isMultipart()) throw noFile();
      },
    },
  );

  admin.post(
    '/api/tournament/:id/sendEmail',
    'E-mail every entry (each address once), the waiting list too when asked',
    byId(EmailSentResultSchema, { body: TournamentEmailSchema }),
    (request) => mail.sendTournamentEmail(ctx, request.params.id, request.body),
  );

  admin.post(
    '/api/tournament/:id/sendReminderEmail',
    'E-mail every entry a reminder: date, start, place, time control, rounds, section and byes',
    byId(EmailSentResultSchema),
    (request) => mail.sendReminderEmail(ctx, request.params.id),
  );
};

export default entriesRoutes;
