import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { studies, studyChapters } from '../../db/schema.js';

export type StudyRow = typeof studies.$inferSelect;
export type ChapterRow = typeof studyChapters.$inferSelect;
export type ChapterValues = Pick<ChapterRow, 'name' | 'pgn' | 'fen'>;

const chapterOrder = [asc(studyChapters.position), asc(studyChapters.id)];

export function studiesRepository(db: DbOrTx) {
  return {
    listStudies(): Promise<StudyRow[]> {
      return db.select().from(studies).orderBy(desc(studies.createdDate), desc(studies.id));
    },
    async findStudy(id: number): Promise<StudyRow | undefined> {
      const [row] = await db.select().from(studies).where(eq(studies.id, id));
      return row;
    },
    /** A study's chapter ids and names in their order, without their texts (a study may hold thousands). */
    listChapterNames(studyId: number): Promise<Pick<ChapterRow, 'id' | 'name'>[]> {
      return db
        .select({ id: studyChapters.id, name: studyChapters.name })
        .from(studyChapters)
        .where(eq(studyChapters.studyId, studyId))
        .orderBy(...chapterOrder);
    },
    /** A study's chapters in their order. */
    listChapters(studyId: number): Promise<ChapterRow[]> {
      return db
        .select()
        .from(studyChapters)
        .where(eq(studyChapters.studyId, studyId))
        .orderBy(...chapterOrder);
    },
    async findChapter(studyId: number, chapterId: number): Promise<ChapterRow | undefined> {
      const [row] = await db
        .select()
        .from(studyChapters)
        .where(and(eq(studyChapters.studyId, studyId), eq(studyChapters.id, chapterId)));
      return row;
    },
    async insertStudy(values: { name: string; notes: string }): Promise<StudyRow> {
      const [row] = await db.insert(studies).values(values).returning();
      return row!;
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
    /** Deletes a study; its chapters go with it. */
    async deleteStudy(id: number): Promise<void> {
      await db.delete(studies).where(eq(studies.id, id));
    },
    /** Locks a study row until the transaction ends, so chapter positions are handed out one at a time. */
    async lockStudy(id: number): Promise<StudyRow | undefined> {
      const [row] = await db.select().from(studies).where(eq(studies.id, id)).for('update');
      return row;
    },
  };
}
