import {
  describeGame,
  fenProblem,
  getHeader,
  parsePgn,
  PgnError,
  START_FEN,
  writePgn,
  type PgnGame,
} from '@kingside/chess';
import {
  GAME_NAME_MAX_LENGTH,
  STUDY_PGN_HEADERS,
  type ChapterAddRequestSchema,
  type StudyImportRequestSchema,
} from '@kingside/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { readPgnUpload } from '../../lib/chess.js';
import { shareCpu } from '../../lib/cpu-slices.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { writeUpload } from '../../lib/uploads.js';
import {
  studiesRepository,
  type ChapterRow,
  type ChapterValues,
  type StudyRow,
} from './studies.repository.js';

const STUDY_HEADERS: readonly string[] = Object.values(STUDY_PGN_HEADERS);
const clip = (s: string) => s.slice(0, GAME_NAME_MAX_LENGTH);

/** A chapter from one parsed game; the export-only headers are not kept in its PGN. */
export function chapterFromGame(game: PgnGame, n: number): ChapterValues {
  const name = getHeader(game, STUDY_PGN_HEADERS.chapter) || describeGame(game) || `Chapter ${n}`;
  const own = { ...game, headers: game.headers.filter((h) => !STUDY_HEADERS.includes(h.name)) };
  return { name: clip(name), pgn: writePgn(own), fen: game.startFen };
}

/**
 * A new study from a multi-game PGN upload: one chapter per game. Name: the request's, else the
 * first game's StudyName or Event header. Notes: the first game's StudyNotes, else its Annotator.
 * The study and its chapters, written in batches, appear together when the upload is published,
 * or not at all (docs/decisions/0047).
 */
export async function importStudy(
  ctx: AppContext,
  userId: number,
  request: z.output<typeof StudyImportRequestSchema>,
  log: FastifyBaseLogger,
): Promise<StudyRow> {
  let first: Pick<PgnGame, 'headers'> = { headers: [] };
  const chapters = await readPgnUpload(request.pgn, ({ game }, n) => {
    if (n === 1) first = game;
    return chapterFromGame(game, n);
  });
  const name =
    request.name ??
    (getHeader(first, STUDY_PGN_HEADERS.study) || getHeader(first, 'Event') || 'Imported study');
  const notes = getHeader(first, STUDY_PGN_HEADERS.notes) ?? getHeader(first, 'Annotator') ?? '';
  const repo = studiesRepository(ctx.database.db);
  return writeUpload(ctx, { kind: 'study', userId, rows: chapters.length, log }, async (up) => {
    const study = await repo.insertStudy({ name: clip(name), notes, uploadId: up.id });
    await up.inBatches(chapters, {
      size: (c) => c.pgn.length,
      insert: (batch) => repo.appendChapters(study.id, batch),
    });
    return study;
  });
}

/** Adds a chapter from one PGN game, or an empty one from a start position. */
export async function addChapter(
  ctx: AppContext,
  studyId: number,
  request: z.output<typeof ChapterAddRequestSchema>,
): Promise<ChapterRow> {
  let game: PgnGame;
  if (request.pgn) {
    const games = await readPgnUpload(request.pgn, (read) => read.game);
    if (games.length > 1) {
      const message = 'Please add one game per chapter.';
      throw badRequest('PGN_INVALID', message, { pgn: [message] });
    }
    game = games[0]!;
  } else {
    const fen = request.fen!;
    const problem = fenProblem(fen);
    if (problem) throw badRequest('INVALID_POSITION', problem, { fen: [problem] });
    const headers =
      fen === START_FEN
        ? []
        : [
            { name: 'SetUp', value: '1' },
            { name: 'FEN', value: fen },
          ];
    game = { headers, comments: [], moves: [], result: '*', startFen: fen };
  }
  return ctx.database.db.transaction(async (tx) => {
    const repo = studiesRepository(tx);
    if (!(await repo.lockStudy(studyId))) throw notFound(`No study with id ${studyId}.`);
    const count = (await repo.listChapterNames(studyId)).length;
    const chapter = chapterFromGame(game, count + 1);
    const [row] = await repo.appendChapters(studyId, [
      request.name ? { ...chapter, name: request.name } : chapter,
    ]);
    return row!;
  });
}

/**
 * The study as one PGN file. Each chapter carries StudyName and ChapterName headers, and the
 * first one StudyNotes, so importing the file gives the same study back. A study may hold
 * thousands of chapters, so they are written between slices of other requests.
 */
export async function exportStudy(
  ctx: AppContext,
  studyId: number,
): Promise<{ filename: string; text: string }> {
  const repo = studiesRepository(ctx.database.db);
  const study = await repo.findStudy(studyId);
  if (!study) throw notFound(`No study with id ${studyId}.`);
  const chapters = await repo.listChapters(studyId);
  const texts: string[] = [];
  for (const [i, chapter] of chapters.entries()) {
    await shareCpu();
    let game: PgnGame;
    try {
      game = parsePgn(chapter.pgn);
    } catch (err) {
      if (!(err instanceof PgnError)) throw err;
      // A chapter saved before the limits of docs/decisions/0014 that breaks one goes out as saved.
      texts.push(chapter.pgn);
      continue;
    }
    game.headers = [
      ...game.headers.filter((h) => !STUDY_HEADERS.includes(h.name)),
      { name: STUDY_PGN_HEADERS.study, value: study.name },
      { name: STUDY_PGN_HEADERS.chapter, value: chapter.name },
      // A header value is one line, so line breaks in the notes become spaces.
      ...(i === 0
        ? [{ name: STUDY_PGN_HEADERS.notes, value: study.notes.replace(/\s*\n\s*/g, ' ') }]
        : []),
    ];
    texts.push(writePgn(game));
  }
  const slug = study.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'study';
  return { filename: `${slug}.pgn`, text: texts.join('\n') };
}
