import { eq, inArray, sql } from 'drizzle-orm';
import { addDays, dayOfWeek, todayIn, zonedTimeToUtc } from '../lib/time.js';
import type { Db } from './client.js';
import { attendance, classTimes, users } from './schema.js';

/** The demo club's weekly classes: label, weekday (0 = Sunday), club-local start, minutes. */
const CLASS_TIMES = [
  ['Tuesday 5:30 PM', 2, '17:30', 60],
  ['Thursday 6:30 PM', 4, '18:30', 60],
  ['Saturday 10:00 AM', 6, '10:00', 90],
  ['Saturday 11:00 AM', 6, '11:00', 60],
] as const;

/** Demo students of the class times (besides the demo `student`), by class time label. */
const STUDENTS = [
  ['sam.bishop', 'Sam Bishop', 'Tuesday 5:30 PM', 720],
  ['lena.queen', 'Lena Queenside', 'Tuesday 5:30 PM', 940],
  ['omar.castle', 'Omar Castleton', 'Thursday 6:30 PM', 1100],
  ['ivy.gambit', 'Ivy Gambit', 'Saturday 10:00 AM', 610],
] as const;

/** How many weeks of attendance the demo shows. */
const HISTORY_WEEKS = 3;

/**
 * Class times, students who attend them and a few weeks of attendance (issue 12,
 * docs/decisions/0028), dated from today in the club's zone. Only into an empty class-times
 * table, so a second run changes nothing.
 */
export async function seedDemoAttendance(
  db: Db,
  options: { timeZone: string; passwordHash: string },
): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(classTimes);
  if (n > 0) return;
  const [coach] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'coach'));
  const rows = await db
    .insert(classTimes)
    .values(
      CLASS_TIMES.map(([label, weekday, startTime, durationMinutes]) => ({
        label,
        weekday,
        startTime,
        durationMinutes,
        location: 'Main Office',
        coachId: coach?.id ?? null,
      })),
    )
    .returning();
  const byLabel = new Map(rows.map((r) => [r.label, r]));

  await db
    .insert(users)
    .values(
      STUDENTS.map(([username, name, label, rating]) => ({
        username,
        name,
        email: `${username}@kingside.example`,
        roles: ['student' as const],
        passwordHash: options.passwordHash,
        classTime: label,
        classTimeId: byLabel.get(label)!.id,
        coachId: coach?.id ?? null,
        rating,
      })),
    )
    .onConflictDoNothing();
  // The demo student's free-text class time names one of the class times now.
  const saturday = byLabel.get('Saturday 10:00 AM')!;
  await db.update(users).set({ classTimeId: saturday.id }).where(eq(users.username, 'student'));

  const students = await db
    .select({ id: users.id, classTimeId: users.classTimeId })
    .from(users)
    .where(inArray(users.username, ['student', ...STUDENTS.map(([u]) => u)]));
  const [assistant] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'assistant'));

  // Each student attended their class on the past weeks' class days (one absence each).
  const today = todayIn(options.timeZone);
  const marks = [];
  for (let back = 1; back <= HISTORY_WEEKS * 7; back++) {
    const date = addDays(today, -back);
    for (const classTime of rows.filter((r) => r.weekday === dayOfWeek(date))) {
      for (const [i, student] of students.entries()) {
        if (student.classTimeId !== classTime.id || (back + i) % 5 === 0) continue;
        marks.push({
          userId: student.id,
          classTimeId: classTime.id,
          attendedAt: zonedTimeToUtc(date, classTime.startTime, options.timeZone),
          markedBy: assistant?.id ?? null,
        });
      }
    }
  }
  if (marks.length) await db.insert(attendance).values(marks).onConflictDoNothing();
}
