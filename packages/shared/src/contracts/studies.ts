import { z } from 'zod';
import { IdParamsSchema, optionalString } from './fields.js';
import { FEN_MAX_LENGTH, GAME_NAME_MAX_LENGTH, PGN_MAX_LENGTH, PgnUploadSchema } from './games.js';

/** Studies: named collections of chapters, each a game (spec 2 section 3, spec 1 /studies). */

export const ChapterSummarySchema = z.object({ id: z.number().int(), name: z.string() });
export type ChapterSummary = z.infer<typeof ChapterSummarySchema>;

/** Spec 2 section 3 Chapter: a game with id, name, pgn and starting fen. */
export const ChapterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  pgn: z.string(),
  fen: z.string(),
});
export type Chapter = z.infer<typeof ChapterSchema>;

export const StudySummarySchema = z.object({
  id: z.number().int(),
  createdDate: z.string(),
  name: z.string(),
});
export type StudySummary = z.infer<typeof StudySummarySchema>;

export const StudySchema = StudySummarySchema.extend({
  notes: z.string(),
  chapters: z.array(ChapterSummarySchema),
});
export type Study = z.infer<typeof StudySchema>;

export const StudyChapterParamsSchema = IdParamsSchema.extend({
  chapterId: IdParamsSchema.shape.id,
});

/**
 * POST /api/studies/:id/chapters: a chapter from a PGN game, or an empty one from a start
 * position. The name defaults to one from the PGN headers, else "Chapter n".
 */
export const ChapterAddRequestSchema = z
  .object({
    name: optionalString(GAME_NAME_MAX_LENGTH),
    pgn: optionalString(PGN_MAX_LENGTH),
    fen: optionalString(FEN_MAX_LENGTH),
  })
  .refine((c) => c.pgn || c.fen, {
    path: ['pgn'],
    message: 'Please enter a PGN or a start position FEN.',
  });
export type ChapterAddRequest = z.input<typeof ChapterAddRequestSchema>;

/**
 * POST /api/studies/import: one chapter per game. The study name defaults to the first game's
 * StudyName or Event header; the notes come from its StudyNotes or Annotator header.
 */
export const StudyImportRequestSchema = z.object({
  name: optionalString(GAME_NAME_MAX_LENGTH),
  pgn: PgnUploadSchema,
});
export type StudyImportRequest = z.input<typeof StudyImportRequestSchema>;

/** Headers an exported study carries so that importing it back gives the same study. */
export const STUDY_PGN_HEADERS = {
  study: 'StudyName',
  notes: 'StudyNotes',
  chapter: 'ChapterName',
} as const;
