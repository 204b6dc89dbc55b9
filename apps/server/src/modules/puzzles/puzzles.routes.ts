import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import {
  ApiErrorSchema,
  PUZZLE_IMPORT_FIELD,
  PUZZLE_IMPORT_MAX_BYTES,
  PUZZLE_MESSAGES,
  PuzzleImportListQuerySchema,
  PuzzleImportPageSchema,
  PuzzleImportSchema,
  PuzzleImportStartedSchema,
  PuzzleOpeningsSchema,
  PuzzleThemesSchema,
  type PuzzleImportSummary,
} from '@kingside/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { pageAnswer } from '../../lib/paging.js';
import { byId, byQuery } from '../../lib/route-schemas.js';
import { signedInRoutes } from '../../lib/routes.js';
import { activeJobKeys, enqueueJob } from '../jobs/index.js';
import { puzzlesRepository, type PuzzleImportSummaryRow } from './puzzles.repository.js';
import { forgetPuzzleFacts } from './puzzles.selection.js';
import { openingOptions, runImport, servingBatchSize, themeOptions } from './puzzles.service.js';

const presentSummary = (r: PuzzleImportSummaryRow): PuzzleImportSummary => ({
  id: r.id,
  source: r.source,
  fileName: r.fileName,
  status: r.status,
  linesRead: r.linesRead,
  added: r.added,
  updated: r.updated,
  unchanged: r.unchanged,
  skipped: r.skipped,
  percent:
    r.status === 'done'
      ? 100
      : r.fileSize
        ? Math.min(100, Math.round((r.bytesRead / r.fileSize) * 1000) / 10)
        : null,
  startedBy: r.startedBy,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
  message: r.message,
});

const noFile = () =>
  badRequest('VALIDATION_ERROR', PUZZLE_MESSAGES.noFile, {
    [PUZZLE_IMPORT_FIELD]: [PUZZLE_MESSAGES.noFile],
  });

/**
 * Puzzle data (spec 2 §3, §7; docs/decisions/0033): the theme and opening lists, and the admin's
 * CSV imports. An upload is saved to a file under DATA_DIR and imported by a `puzzles.import` job
 * (docs/decisions/0052), one import at a time: a server that stops mid-import leaves the job to the
 * next one, which reads the file again from the start (upserts by id, so nothing is added twice).
 * An import still marked running with no job to finish it (the command's, cut short) is failed at
 * start-up.
 */
const puzzlesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const puzzles = () => puzzlesRepository(ctx.database.db);
  const uploadDir = path.join(ctx.config.dataDir, 'puzzle-imports');
  /** An upload this process is receiving (the import itself is a job). */
  let receiving: Promise<unknown> | null = null;

  app.jobs.register<{ importId: number; file: string }>({
    kind: 'puzzles.import',
    run: async ({ payload, signal }) => {
      await runImport(ctx.database.db, payload.importId, payload.file, {
        signal,
        batchSize: servingBatchSize(ctx.database.kind),
        resumable: true,
      });
      // The next puzzle is chosen from the lists the import rebuilt.
      forgetPuzzleFacts(ctx);
      fs.rmSync(payload.file, { force: true });
    },
  });
  const resumable = await activeJobKeys(ctx.database.db, 'puzzles.import');
  await puzzles().failRunningImports(resumable.map(Number));
  app.addHook('onClose', async () => {
    await receiving;
  });
  // The lists feed the search card, which admins use too (Display 9 Puzzles; docs/decisions/0034).
  const { studentCoachOrAdmin, admin } = signedInRoutes(app, 'puzzles');

  studentCoachOrAdmin.get(
    '/api/puzzles/themes',
    'Every puzzle theme as a "value,text" option (mateIn2,Mate In 2), sorted by text',
    { response: { 200: PuzzleThemesSchema } },
    () => themeOptions(ctx.database.db),
  );

  studentCoachOrAdmin.get(
    '/api/puzzles/openings',
    'Every opening family of the puzzles, with its variations, sorted by text',
    { response: { 200: PuzzleOpeningsSchema } },
    () => openingOptions(ctx.database.db),
  );

  admin.get(
    '/api/admin/puzzles/imports',
    'The puzzle imports, newest first (page from 0, size up to 100)',
    byQuery(PuzzleImportListQuerySchema, PuzzleImportPageSchema),
    async (request) => {
      const { page, size } = request.query;
      const { items, total } = await puzzles().importPage(page, size);
      return pageAnswer(request.query, items.map(presentSummary), total);
    },
  );

  admin.get(
    '/api/admin/puzzles/imports/:id',
    'One puzzle import: status, counts, percent read and its first 200 bad rows',
    byId(PuzzleImportSchema),
    async (request) => {
      const row = await puzzles().findImport(request.params.id);
      if (!row) throw notFound(PUZZLE_MESSAGES.notFound);
      return { ...presentSummary(row), errors: row.errors };
    },
  );

  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: PUZZLE_IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });
  admin.post(
    '/api/admin/puzzles/imports',
    'Import a Lichess puzzle CSV (multipart, one `file`): answers 202 with the import id at once and imports in the background; 409 while an import runs',
    {
      response: {
        202: PuzzleImportStartedSchema,
        400: ApiErrorSchema,
        409: ApiErrorSchema,
        413: ApiErrorSchema,
      },
    },
    async (request, user, reply) => {
      if (receiving) throw conflict('PUZZLE_IMPORT_RUNNING', PUZZLE_MESSAGES.importRunning);
      // Claimed before anything is awaited, so a second upload meanwhile is refused.
      let release!: () => void;
      receiving = new Promise<void>((resolve) => (release = resolve));
      const unclaim = () => {
        receiving = null;
        release();
      };
      try {
        return reply.status(202).send({ id: await receiveImport(request, user.id) });
      } finally {
        unclaim();
      }
    },
    {
      preHandler: async (request: FastifyRequest) => {
        if (!request.isMultipart()) throw noFile();
      },
    },
  );

  /** Saves the upload, records the import and queues its job; answers the import's id. */
  async function receiveImport(request: FastifyRequest, userId: number): Promise<number> {
    // An import by the command (or another process on the database) counts too.
    if (await puzzles().hasRunningImport()) {
      throw conflict('PUZZLE_IMPORT_RUNNING', PUZZLE_MESSAGES.importRunning);
    }
    const part = await request.file();
    if (!part || part.fieldname !== PUZZLE_IMPORT_FIELD) throw noFile();
    const file = path.join(uploadDir, `${crypto.randomUUID()}.csv`);
    const removeFile = () => fs.rmSync(file, { force: true });
    try {
      fs.mkdirSync(uploadDir, { recursive: true });
      await pipeline(part.file, fs.createWriteStream(file));
    } catch (err) {
      removeFile();
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError(413, 'PUZZLE_FILE_TOO_LARGE', PUZZLE_MESSAGES.tooLarge);
      }
      throw err;
    }
    const fileSize = fs.statSync(file).size;
    if (fileSize === 0) {
      removeFile();
      throw noFile();
    }
    try {
      // The import and its job are written together: no import is left without its job.
      return await ctx.database.db.transaction(async (tx) => {
        const id = await puzzlesRepository(tx).startImport({
          source: 'upload',
          fileName: part.filename.slice(0, 255) || 'upload.csv',
          fileSize,
          startedBy: userId,
        });
        await enqueueJob(tx, 'puzzles.import', { importId: id, file }, { key: String(id) });
        return id;
      });
    } catch (err) {
      removeFile();
      throw err;
    } finally {
      app.jobs.kick();
    }
  }
};

export default puzzlesRoutes;
