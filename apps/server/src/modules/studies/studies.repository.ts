import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { studies, studyChapters } from '../../db/schema.js';
import { notPending } from '../../lib/uploads.js';

export type StudyRow = typeof studies.$inferSelect;
export type ChapterRow = typeof studyChapters.$inferSelect;
export type ChapterValues = Pick<ChapterRow, 'name' | 'pgn' | 'fen'>;

const chapterOrder = [asc(studyChapters.position), asc(studyChapters.id)];

/** Studies a reader may see: not an import whose chapters are still being written (0047). */
const visible = notPending(studies.uploadId);

/**
 * Every query reaches a study, and its chapters, only while it is `visible`: an import's study and
 * chapters appear together when the import is published.
 */
export function studiesRepository(db: DbOrTx) {
  const visibleStudy = (id: number) => and(eq(studies.id, id), visible);
  /** The chapters of study `studyId` when it is visible. */
  const chaptersOf = (studyId: number) =>
    and(
      eq(studyChapters.studyId, studyId),
      inArray(
        studyChapters.studyId,
        db.select({ id: studies.id }).from(studies).where(visibleStudy(studyId)),
      ),
    );
  return {
    listStudies(): Promise<StudyRow[]> {
      return db
        .select()
        .from(studies)
        .where(visible)
        .orderBy(desc(studies.createdDate), desc(studies.id));
    },
    async findStudy(id: number): Promise<StudyRow | undefined> {
      const [row] = await db.select().from(studies).where(visibleStudy(id));
      return row;
    },
    /** A study's chapter ids and names in their order, without their texts (a study may hold thousands). */
    listChapterNames(studyId: number): Promise<Pick<ChapterRow, 'id' | 'name'>[]> {
      return db
        .select({ id: studyChapters.id, name: studyChapters.name })
        .from(studyChapters)
        .where(chaptersOf(studyId))
        .orderBy(...chapterOrder);
    },
    /** A study's chapters in their order. */
    listChapters(studyId: number): Promise<ChapterRow[]> {
      return db
        .select()
        .from(studyChapters)
        .where(chaptersOf(studyId))
        .orderBy(...chapterOrder);
    },
    async findChapter(studyId: number, chapterId: number): Promise<ChapterRow | undefined> {
      const [row] = await db
        .select()
        .from(studyChapters)
        .where(and(chaptersOf(studyId), eq(studyChapters.id, chapterId)));
      return row;
    },
    /** Appends chapters after the study's last one, in the order given. */
    async appendChapters(studyId: number, chapters: ChapterValues[]): Promise<ChapterRow[]> {
      const [last] = await db
        .select({ n: sql<number>`coalesce(max(${studyChapters.position}), 0)::int` })
        .from(studyChapters)
        .where(eq(studyChapters.studyId, studyId));
      const start = (last?.n ?? 0) + 1;
      return db
        .insert(studyChapters)
        .values(chapters.map((c, i) => ({ ...c, studyId, position: start + i })))
        .returning();
    },
    /** A new study; with `uploadId`, an import's, hidden until that upload is published. */
    async insertStudy(values: {
      name: string;
      notes: string;
      uploadId?: number;
    }): Promise<StudyRow> {
      const [row] = await db.insert(studies).values(values).returning();
      return row!;
    },
    /** Locks a study row until the transaction ends, so chapter positions are handed out one at a time. */
    async lockStudy(id: number): Promise<StudyRow | undefined> {
      const [row] = await db.select().from(studies).where(visibleStudy(id)).for('update');
      return row;
    },
  };
}
