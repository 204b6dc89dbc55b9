import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from './client.js';
import { ratingSnapshots, studentParents, users } from './schema.js';

/** The demo student's ids on the rating sites: fictional players the embedded sandboxes answer. */
export const DEMO_STUDENT_IDS = {
  uscfId: '90000004',
  chessDotComId: 'riley-pawns',
  liChessId: 'rileypawns',
} as const;

/** Weeks of rating history the demo keeps for each site (a year). */
const WEEKS = 52;

/**
 * Student progress for the demo (issue 18): the demo `parent` linked to the demo `student`, the
 * student's ids on US Chess, chess.com and Lichess (fictional sandbox players), and a year of
 * weekly ratings on each, so the student corner and the report card's plots show something. Only
 * where nothing is set yet, so a second run changes nothing.
 */
export async function seedDemoProgress(db: Db, today: string): Promise<void> {
  const [student] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'student'));
  const [parent] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'parent'));
  if (!student) return;
  if (parent)
    await db
      .insert(studentParents)
      .values({ studentId: student.id, parentId: parent.id })
      .onConflictDoNothing();
  await db
    .update(users)
    .set(DEMO_STUDENT_IDS)
    .where(and(eq(users.id, student.id), isNull(users.chessDotComId), isNull(users.liChessId)));
  if ((await db.$count(ratingSnapshots, eq(ratingSnapshots.userId, student.id))) > 0) return;
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const rows: (typeof ratingSnapshots.$inferInsert)[] = [];
  for (let week = WEEKS; week >= 0; week -= 1) {
    const day = new Date(Date.UTC(y, m - 1, d - 7 * week)).toISOString().slice(0, 10);
    const progress = WEEKS - week;
    // Slow, uneven climbs: US Chess monthly, the online sites weekly.
    const wobble = (seed: number) => Math.round(18 * Math.sin(progress * seed));
    if (week % 4 === 0)
      rows.push({
        userId: student.id,
        series: 'uscf',
        day,
        rating: 760 + 4 * progress + wobble(0.7),
      });
    rows.push({
      userId: student.id,
      series: 'chesscom',
      day,
      rating: 640 + 6 * progress + wobble(1.3),
    });
    rows.push({
      userId: student.id,
      series: 'lichess',
      day,
      rating: 1120 + 5 * progress + wobble(0.9),
    });
  }
  await db.insert(ratingSnapshots).values(rows).onConflictDoNothing();
}
