import { sql } from 'drizzle-orm';
import type { Role } from '@kingside/shared';
import { hashPassword } from '../lib/passwords.js';
import { todayIn } from '../lib/time.js';
import { seedDemoPuzzles } from '../modules/puzzles/index.js';
import type { Db } from './client.js';
import { seedDemoAssignments } from './demo-assignments.js';
import { seedDemoAttendance } from './demo-attendance.js';
import { seedDemoContent } from './demo-content.js';
import { seedDemoEmailer } from './demo-emailer.js';
import { seedDemoFamily } from './demo-family.js';
import { seedDemoGames } from './demo-games.js';
import { seedDemoProgress } from './demo-progress.js';
import { seedDemoPuzzleAttempts } from './demo-puzzle-attempts.js';
import { seedDemoTournaments } from './demo-tournaments.js';
import { alerts, users } from './schema.js';

/** The demo password of every demo account. Demo data only: never seeded into production by accident. */
export const DEMO_PASSWORD = 'chessclub';

type DemoUser = {
  username: string;
  name: string;
  roles: Role[];
  email: string;
  classTime?: string;
  rating?: number;
};

export const DEMO_USERS: DemoUser[] = [
  { username: 'admin', name: 'Avery Castle', roles: ['admin'], email: 'admin@kingside.example' },
  {
    username: 'coach',
    name: 'Morgan Fianchetto',
    roles: ['coach'],
    email: 'coach@kingside.example',
  },
  {
    username: 'student',
    name: 'Riley Pawnsworth',
    roles: ['student'],
    email: 'student@kingside.example',
    classTime: 'Saturday 10:00 AM',
    rating: 850,
  },
  {
    username: 'elite',
    name: 'Jordan Knightley',
    roles: ['student', 'elite'],
    email: 'elite@kingside.example',
    classTime: 'Saturday 11:00 AM',
    rating: 1650,
  },
  {
    username: 'assistant',
    name: 'Casey Rookfield',
    roles: ['assistant'],
    email: 'assistant@kingside.example',
  },
  {
    username: 'director',
    name: 'Dana Pairwell',
    roles: ['director'],
    email: 'director@kingside.example',
  },
];

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Fills a database with the fictional demo club's accounts and content. Safe to run twice. */
export async function seedDemoData(
  db: Db,
  club: { timezone: string; address: string } = {
    timezone: 'America/Chicago',
    address: 'Main Office',
  },
): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const u of DEMO_USERS) {
    await db
      .insert(users)
      .values({
        username: u.username,
        name: u.name,
        email: u.email,
        roles: u.roles,
        passwordHash,
        classTime: u.classTime ?? null,
        rating: u.rating ?? 0,
      })
      .onConflictDoNothing();
  }
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(alerts);
  if ((existing?.n ?? 0) === 0) {
    const now = Date.now();
    await db.insert(alerts).values({
      notes: 'Summer camp weeks are open for registration. [Register online](/camp/register)!',
      startDate: new Date(now - 24 * 3600_000),
      endDate: new Date(now + 365 * 24 * 3600_000),
    });
  }
  await seedDemoContent(db, { timeZone: club.timezone, clubAddress: club.address });
  await seedDemoTournaments(db, { timeZone: club.timezone });
  await seedDemoGames(db);
  await seedDemoFamily(db, passwordHash);
  await seedDemoAttendance(db, { timeZone: club.timezone, passwordHash });
  await seedDemoAssignments(db, { timeZone: club.timezone });
  await seedDemoEmailer(db);
  await seedDemoPuzzles(db);
  await seedDemoPuzzleAttempts(db);
  await seedDemoProgress(db, todayIn(club.timezone));
}
