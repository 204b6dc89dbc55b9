import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { addDays, todayIn } from '../lib/time.js';
import type { Db } from './client.js';
import { assignments, games, studentAssignments, users } from './schema.js';

/** The demo class whose students get homework (seeded by demo-attendance.ts). */
const CLASS_TIME = 'Saturday 10:00 AM';
const FORKS_DIR = '/Tactics/Forks';

/** A Question game beside the fork puzzles, so the demo homework has each kind of answer. */
const QUESTION = {
  name: 'Which knight move forks king and rook?',
  type: 'Question' as const,
  notes: 'Choose the move that attacks the king and the rook at once.',
  fen: 'r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1',
  questionType: 'Choice' as const,
  questionChoices: 'Nc7+\nNd6+\nNa7',
  solution: 'Nc7+',
  dirPath: FORKS_DIR,
};

/**
 * Homework for the demo (issue 13, docs/decisions/0032): the fork puzzles and a Question game
 * given to the Saturday class, the demo `student` (now the demo coach's) with one completed and
 * one due next week. Only into an empty assignments table, so a second run changes nothing.
 */
export async function seedDemoAssignments(db: Db, options: { timeZone: string }): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(assignments);
  if (n > 0) return;
  const [coach] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'coach'));
  if (!coach) return;
  await db
    .update(users)
    .set({ coachId: coach.id })
    .where(and(eq(users.username, 'student'), isNull(users.coachId)));

  const [question] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.dirPath, FORKS_DIR), eq(games.name, QUESTION.name)));
  if (!question) await db.insert(games).values(QUESTION);
  const homework = await db
    .select({ id: games.id, name: games.name, type: games.type })
    .from(games)
    .where(eq(games.dirPath, FORKS_DIR))
    .orderBy(asc(games.id));
  if (!homework.length) return;
  const made = await db
    .insert(assignments)
    .values(homework.map((g) => ({ name: g.name, gameId: g.id, createdBy: coach.id })))
    .returning({ id: assignments.id, gameId: assignments.gameId });
  const typeOf = new Map(homework.map((g) => [g.id, g.type]));

  const students = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      and(
        sql`lower(trim(${users.classTime})) = lower(${CLASS_TIME})`,
        sql`'student' = any(${users.roles})`,
      ),
    );
  if (!students.length) return;
  const today = todayIn(options.timeZone);
  const [firstPuzzle, secondPuzzle] = made.filter((a) => typeOf.get(a.gameId) === 'Puzzle');
  await db
    .insert(studentAssignments)
    .values(
      students.flatMap((s) =>
        made.map((a) => {
          const demoStudent = s.username === 'student';
          const done = demoStudent && a.id === firstPuzzle?.id;
          return {
            assignmentId: a.id,
            userId: s.id,
            assignedBy: coach.id,
            completed: done,
            attemptCount: done ? 1 : 0,
            completedAt: done ? new Date(Date.now() - 2 * 86_400_000) : null,
            // The second puzzle is due next week; a classmate's first one was due yesterday.
            dueDate:
              a.id === secondPuzzle?.id
                ? addDays(today, 7)
                : !demoStudent && a.id === firstPuzzle?.id
                  ? addDays(today, -1)
                  : null,
          };
        }),
      ),
    )
    .onConflictDoNothing();
}
