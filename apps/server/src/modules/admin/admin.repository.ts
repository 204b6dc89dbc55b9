import { count, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { afterschoolRegistrations, campRegistrations, inquiries } from '../../db/schema.js';

/** The counts of the admin start page: inquiries to answer, and rows made since `since`. */
export function adminRepository(db: DbOrTx) {
  return {
    /** Inquiries no admin has marked answered yet, however old (docs/decisions/0024). */
    async inquiriesToAnswer(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(inquiries)
        .where(eq(inquiries.answered, false));
      return row?.n ?? 0;
    },

    async campRegistrationsSince(since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(campRegistrations)
        .where(gte(campRegistrations.createdDate, since));
      return row?.n ?? 0;
    },

    /** After-school registrations made since `since`, per school (schools without any absent). */
    async afterschoolRegistrationsSince(since: Date): Promise<Map<string, number>> {
      const rows = await db
        .select({ school: afterschoolRegistrations.schoolName, n: count() })
        .from(afterschoolRegistrations)
        .where(gte(afterschoolRegistrations.createdDate, since))
        .groupBy(afterschoolRegistrations.schoolName);
      return new Map(rows.map((r) => [r.school, r.n]));
    },
  };
}
