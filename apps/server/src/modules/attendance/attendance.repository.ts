import { and, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { attendance, classTimes, users } from '../../db/schema.js';
import { deleteById } from '../../lib/crud.js';

export type NewMark = typeof attendance.$inferInsert;

/** A mark with the username of whoever made it. */
export type MarkRow = {
  id: number;
  userId: number;
  classTimeId: number | null;
  attendedAt: Date;
  notes: string | null;
  markedBy: string | null;
};
/** A mark with its student and class time, for the history. */
export type HistoryRow = MarkRow & {
  username: string;
  name: string;
  classTimeLabel: string | null;
};

/** Instants from `from` (included) to `to` (excluded). */
export type InstantRange = { from: Date; to: Date };
export type HistoryFilter = InstantRange & { userId?: number; classTimeId?: number };

const marker = alias(users, 'marker');

const markColumns = {
  id: attendance.id,
  userId: attendance.userId,
  classTimeId: attendance.classTimeId,
  attendedAt: attendance.attendedAt,
  notes: attendance.notes,
  markedBy: marker.username,
};

const historyColumns = {
  ...markColumns,
  username: users.username,
  name: users.name,
  classTimeLabel: classTimes.label,
};

function historyWhere(f: HistoryFilter): SQL {
  return and(
    gte(attendance.attendedAt, f.from),
    lt(attendance.attendedAt, f.to),
    f.userId === undefined ? undefined : eq(attendance.userId, f.userId),
    f.classTimeId === undefined ? undefined : eq(attendance.classTimeId, f.classTimeId),
  )!;
}

export function attendanceRepository(db: DbOrTx) {
  const history = () =>
    db
      .select(historyColumns)
      .from(attendance)
      .innerJoin(users, eq(users.id, attendance.userId))
      .leftJoin(classTimes, eq(classTimes.id, attendance.classTimeId))
      .leftJoin(marker, eq(marker.id, attendance.markedBy));

  return {
    /** These students' marks in a range, earliest first. */
    async marksOf(userIds: number[], range: InstantRange): Promise<MarkRow[]> {
      if (!userIds.length) return [];
      return db
        .select(markColumns)
        .from(attendance)
        .leftJoin(marker, eq(marker.id, attendance.markedBy))
        .where(
          and(
            inArray(attendance.userId, userIds),
            gte(attendance.attendedAt, range.from),
            lt(attendance.attendedAt, range.to),
          ),
        )
        .orderBy(attendance.attendedAt, attendance.id);
    },
    async findMark(id: number): Promise<MarkRow | undefined> {
      const [row] = await db
        .select(markColumns)
        .from(attendance)
        .leftJoin(marker, eq(marker.id, attendance.markedBy))
        .where(eq(attendance.id, id));
      return row;
    },
    /**
     * Inserts a mark, or finds the one this student already has at that instant (the unique
     * index decides, so two clicks at once still make one row). Answers its id and whether it is new.
     */
    async insertOrFind(mark: NewMark): Promise<{ id: number; created: boolean }> {
      const [inserted] = await db
        .insert(attendance)
        .values(mark)
        .onConflictDoNothing({ target: [attendance.userId, attendance.attendedAt] })
        .returning({ id: attendance.id });
      if (inserted) return { id: inserted.id, created: true };
      const [existing] = await db
        .select({ id: attendance.id })
        .from(attendance)
        .where(and(eq(attendance.userId, mark.userId), eq(attendance.attendedAt, mark.attendedAt)));
      return { id: existing!.id, created: false };
    },
    /** False when there was no such mark. */
    delete: (id: number): Promise<boolean> => deleteById(db, attendance, id),
    /** One page of marks, newest first, and how many match in all. */
    async history(
      filter: HistoryFilter,
      page: { page: number; size: number },
    ): Promise<{ rows: HistoryRow[]; total: number }> {
      const where = historyWhere(filter);
      const [rows, total] = await Promise.all([
        history()
          .where(where)
          .orderBy(desc(attendance.attendedAt), desc(attendance.id))
          .limit(page.size)
          .offset(page.page * page.size),
        db.$count(attendance, where),
      ]);
      return { rows, total };
    },
    /** The next `limit` marks, newest first, after the one at `after` (keyset paging for exports). */
    async historyBatch(
      filter: HistoryFilter,
      after: { attendedAt: Date; id: number } | null,
      limit: number,
    ): Promise<HistoryRow[]> {
      const before = after
        ? or(
            lt(attendance.attendedAt, after.attendedAt),
            and(eq(attendance.attendedAt, after.attendedAt), lt(attendance.id, after.id)),
          )
        : undefined;
      return history()
        .where(and(historyWhere(filter), before))
        .orderBy(desc(attendance.attendedAt), desc(attendance.id))
        .limit(limit);
    },
  };
}
