import {
  PUZZLE_MESSAGES,
  type PuzzleCsvRow,
  type PuzzleImportError,
  type PuzzleImportSource,
} from '@kingside/shared';
import { and, count, desc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { puzzleImports, puzzleOpenings, puzzles, puzzleThemes } from '../../db/schema.js';
import { PUZZLE_KEYED_THEME_SHARE, refreshThemeKeys } from './puzzles.selection.js';
import { shareCpu } from '../../lib/cpu-slices.js';
import { rowsOf } from '../../db/rows.js';

export type PuzzleImportRow = typeof puzzleImports.$inferSelect;

/**
 * Puzzles one statement of the lists' rebuild reads: on the embedded database a statement holds
 * every request, and 5,000 took up to 130 ms on a slow 2-core machine (the soak); 1,000 a fifth.
 */
export const LIST_CHUNK = 1_000;

/** A json column as the driver gave it: parsed (node-postgres) or text (PGlite). */
const parsed = <T>(value: string | T[]): T[] =>
  typeof value === 'string' ? (JSON.parse(value) as T[]) : value;
export type PuzzleImportSummaryRow = Omit<PuzzleImportRow, 'errors'>;

/** What one batch's upsert did. */
export type UpsertCounts = { added: number; updated: number; unchanged: number };

/** What an import has done so far, written after each batch. */
export type ImportProgress = {
  linesRead: number;
  bytesRead: number;
  added: number;
  updated: number;
  unchanged: number;
  skipped: number;
  errors: PuzzleImportError[];
};

/** Every column of the import but its errors (the history does not show them). */
const summaryColumns = {
  id: puzzleImports.id,
  source: puzzleImports.source,
  fileName: puzzleImports.fileName,
  status: puzzleImports.status,
  linesRead: puzzleImports.linesRead,
  added: puzzleImports.added,
  updated: puzzleImports.updated,
  unchanged: puzzleImports.unchanged,
  skipped: puzzleImports.skipped,
  fileSize: puzzleImports.fileSize,
  bytesRead: puzzleImports.bytesRead,
  startedBy: puzzleImports.startedBy,
  startedAt: puzzleImports.startedAt,
  finishedAt: puzzleImports.finishedAt,
  message: puzzleImports.message,
};

export function puzzlesRepository(db: DbOrTx) {
  return {
    /**
     * Inserts or updates a batch of puzzles in one statement (arrays unnested into rows). A row
     * whose every imported field is already stored is left alone, so a re-import writes nothing;
     * `xmax = 0` tells a new row from an updated one. The batch's ids must be distinct. A puzzle
     * played at the club (`local_plays` > 0) keeps its own rating, deviation and play count
     * (docs/decisions/0034): the file's are compared and written only for puzzles never played.
     */
    async upsert(rows: PuzzleCsvRow[]): Promise<UpsertCounts> {
      if (rows.length === 0) return { added: 0, updated: 0, unchanged: 0 };
      const column = <T>(pick: (r: PuzzleCsvRow) => T) => sql.param(rows.map(pick));
      /** The stored value once the club has played the puzzle, else the file's. */
      const clubs = (name: 'rating' | 'rating_deviation' | 'nb_plays') =>
        sql.raw(`case when puzzles.local_plays > 0 then puzzles.${name} else excluded.${name} end`);
      const result = await db.execute(sql`
        insert into ${puzzles} (id, fen, moves, rating, rating_deviation, popularity, nb_plays,
          themes, game_url, opening_family, opening_variation)
        select id, fen, moves, rating, rating_deviation, popularity, nb_plays,
          case when themes = '' then '{}'::text[] else string_to_array(themes, ' ') end,
          game_url, opening_family, opening_variation
        from unnest(
          ${column((r) => r.id)}::text[], ${column((r) => r.fen)}::text[],
          ${column((r) => r.moves)}::text[], ${column((r) => r.rating)}::int[],
          ${column((r) => r.ratingDeviation)}::int[], ${column((r) => r.popularity)}::int[],
          ${column((r) => r.nbPlays)}::int[], ${column((r) => r.themes.join(' '))}::text[],
          ${column((r) => r.gameUrl)}::text[], ${column((r) => r.openingFamily)}::text[],
          ${column((r) => r.openingVariation)}::text[]
        ) as u(id, fen, moves, rating, rating_deviation, popularity, nb_plays, themes, game_url,
          opening_family, opening_variation)
        on conflict (id) do update set
          fen = excluded.fen, moves = excluded.moves,
          rating = ${clubs('rating')}, rating_deviation = ${clubs('rating_deviation')},
          popularity = excluded.popularity, nb_plays = ${clubs('nb_plays')},
          themes = excluded.themes, game_url = excluded.game_url,
          opening_family = excluded.opening_family,
          opening_variation = excluded.opening_variation, updated_at = now()
        where puzzles.owner_id is null and (puzzles.fen, puzzles.moves, puzzles.rating,
            puzzles.rating_deviation,
            puzzles.popularity, puzzles.nb_plays, puzzles.themes, puzzles.game_url,
            puzzles.opening_family, puzzles.opening_variation)
          is distinct from (excluded.fen, excluded.moves, ${clubs('rating')},
            ${clubs('rating_deviation')}, excluded.popularity, ${clubs('nb_plays')},
            excluded.themes, excluded.game_url, excluded.opening_family,
            excluded.opening_variation)
        returning (xmax = 0) as inserted`);
      const written = rowsOf<{ inserted: boolean }>(result);
      const added = written.filter((r) => r.inserted).length;
      const updated = written.length - added;
      return { added, updated, unchanged: rows.length - written.length };
    },

    /**
     * Rebuilds the theme and opening lists from the puzzles, and the rare themes' keys for
     * choosing the next puzzle, reading LIST_CHUNK puzzles a statement and letting other requests
     * through between statements: on the embedded database one statement over every puzzle held
     * every request (140 ms for 21,000 puzzles, more with every import). The two lists are
     * replaced together in one short transaction; the keys chunk by chunk, which a choice
     * tolerates (a theme's walk that finds nothing falls back to the exact query).
     */
    async refreshLists(): Promise<void> {
      const themes = new Map<string, number>();
      const openings = new Map<string, { family: string; variation: string | null; n: number }>();
      let total = 0;
      for (let after = ''; ;) {
        const [chunk] = rowsOf<{
          last: string | null;
          n: number;
          themes: string | [string, number][];
          openings: string | [string, string | null, number][];
        }>(
          await db.execute(sql`
            with c as (
              select id, themes, opening_family, opening_variation from ${puzzles}
              where id > ${after} and owner_id is null order by id limit ${LIST_CHUNK})
            select (select max(id) from c) as last, (select count(*)::int from c) as n,
              (select coalesce(json_agg(json_build_array(theme, k)), '[]'::json) from (
                select theme, count(*)::int as k from c, unnest(c.themes) as theme group by theme
              ) t) as themes,
              (select coalesce(json_agg(json_build_array(f, v, k)), '[]'::json) from (
                select opening_family as f, opening_variation as v, count(*)::int as k from c
                where opening_family is not null group by 1, 2
              ) o) as openings`),
        );
        if (!chunk || chunk.n === 0 || chunk.last === null) break;
        total += chunk.n;
        for (const [theme, n] of parsed(chunk.themes))
          themes.set(theme, (themes.get(theme) ?? 0) + n);
        for (const [family, variation, n] of parsed(chunk.openings)) {
          // A family's own row counts all its puzzles; a variation's row only its own.
          for (const v of variation === null ? [null] : [null, variation]) {
            const key = `${family}\u0000${v ?? ''}`;
            const row = openings.get(key) ?? { family, variation: v, n: 0 };
            row.n += n;
            openings.set(key, row);
          }
        }
        after = chunk.last;
        await shareCpu();
      }
      const openingRows = [...openings.values()];
      await db.transaction(async (tx) => {
        await tx.delete(puzzleThemes);
        if (themes.size > 0)
          await tx
            .insert(puzzleThemes)
            .values([...themes].map(([theme, puzzleCount]) => ({ theme, puzzleCount })));
        await tx.delete(puzzleOpenings);
        for (let i = 0; i < openingRows.length; i += 1_000)
          await tx
            .insert(puzzleOpenings)
            .values(
              openingRows
                .slice(i, i + 1_000)
                .map((o) => ({ family: o.family, variation: o.variation, puzzleCount: o.n })),
            );
      });
      await refreshThemeKeys(
        db,
        [...themes].filter(([, n]) => n <= total * PUZZLE_KEYED_THEME_SHARE).map(([t]) => t),
      );
    },

    async findPuzzle(id: string): Promise<typeof puzzles.$inferSelect | undefined> {
      const [row] = await db.select().from(puzzles).where(eq(puzzles.id, id));
      return row;
    },

    async countPuzzles(): Promise<number> {
      // The club's puzzles: a member's own (docs/decisions/0067) are theirs alone.
      const [row] = await db.select({ n: count() }).from(puzzles).where(isNull(puzzles.ownerId));
      return row?.n ?? 0;
    },

    themes(): Promise<{ theme: string }[]> {
      return db.select({ theme: puzzleThemes.theme }).from(puzzleThemes);
    },

    openings(): Promise<{ family: string; variation: string | null }[]> {
      return db
        .select({ family: puzzleOpenings.family, variation: puzzleOpenings.variation })
        .from(puzzleOpenings);
    },

    async startImport(values: {
      source: PuzzleImportSource;
      fileName: string;
      fileSize: number | null;
      startedBy: number | null;
    }): Promise<number> {
      const [row] = await db
        .insert(puzzleImports)
        .values(values)
        .returning({ id: puzzleImports.id });
      return row!.id;
    },

    async saveProgress(id: number, progress: ImportProgress): Promise<void> {
      await db.update(puzzleImports).set(progress).where(eq(puzzleImports.id, id));
    },

    async finishImport(
      id: number,
      outcome: { status: 'done' | 'failed'; message: string | null },
    ): Promise<void> {
      await db
        .update(puzzleImports)
        .set({ ...outcome, finishedAt: new Date() })
        .where(eq(puzzleImports.id, id));
    },

    /** Marks failed the running imports not in `resumable` (no job will go on with them). */
    async failRunningImports(resumable: number[] = []): Promise<number> {
      const rows = await db
        .update(puzzleImports)
        .set({ status: 'failed', message: PUZZLE_MESSAGES.interrupted, finishedAt: new Date() })
        .where(
          and(
            eq(puzzleImports.status, 'running'),
            resumable.length > 0 ? notInArray(puzzleImports.id, resumable) : undefined,
          ),
        )
        .returning({ id: puzzleImports.id });
      return rows.length;
    },

    async findImport(id: number): Promise<PuzzleImportRow | undefined> {
      const [row] = await db.select().from(puzzleImports).where(eq(puzzleImports.id, id));
      return row;
    },

    async hasRunningImport(): Promise<boolean> {
      const [row] = await db
        .select({ id: puzzleImports.id })
        .from(puzzleImports)
        .where(eq(puzzleImports.status, 'running'))
        .limit(1);
      return row !== undefined;
    },

    async importPage(
      page: number,
      size: number,
    ): Promise<{ items: PuzzleImportSummaryRow[]; total: number }> {
      const items = await db
        .select(summaryColumns)
        .from(puzzleImports)
        .orderBy(desc(puzzleImports.id))
        .limit(size)
        .offset(page * size);
      const [total] = await db.select({ n: count() }).from(puzzleImports);
      return { items, total: total?.n ?? 0 };
    },
  };
}
