import { and, asc, lte, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { alerts } from '../../db/schema.js';

export function alertsRepository(db: DbOrTx) {
  return {
    /** Alerts whose window contains now, oldest first. */
    listCurrent() {
      return db
        .select()
        .from(alerts)
        .where(and(lte(alerts.startDate, sql`now()`), gt(alerts.endDate, sql`now()`)))
        .orderBy(asc(alerts.startDate), asc(alerts.id));
    },
  };
}
