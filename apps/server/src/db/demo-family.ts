import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { children, users } from './schema.js';

/** The demo parent: an account without a role, as most parents have (docs/decisions/0031). */
export const DEMO_PARENT = {
  username: 'parent',
  name: 'Pat Kingsley',
  email: 'parent@kingside.example',
} as const;

/**
 * The demo family: the parent's account and two children, so the family page and "Pick a child"
 * on the registration forms show something. Children are added only to a family without any, so
 * a second run changes nothing.
 */
export async function seedDemoFamily(db: Db, passwordHash: string): Promise<void> {
  await db
    .insert(users)
    .values({ ...DEMO_PARENT, roles: [], passwordHash })
    .onConflictDoNothing();
  const [parent] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, DEMO_PARENT.username));
  if (!parent || (await db.$count(children, eq(children.parentUserId, parent.id))) > 0) return;
  await db.insert(children).values([
    {
      parentUserId: parent.id,
      name: 'Sam Kingsley',
      grade: '4',
      school: 'RJ Lee Elementary',
      uscfId: '30451234',
      rating: 780,
      liChessId: 'samk',
    },
    {
      parentUserId: parent.id,
      name: 'Lily Kingsley',
      grade: '1',
      school: 'RJ Lee Elementary',
    },
  ]);
}
