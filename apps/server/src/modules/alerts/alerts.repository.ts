import { and, asc, desc, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { alerts } from '../../db/schema.js';
import { crudRepository } from '../../lib/crud.js';

export type AlertRow = typeof alerts.$inferSelect;

const crud = crudRepository(alerts, {
  orderBy: [desc(alerts.startDate), desc(alerts.id)],
  lists: { admin: {} },
});

export function alertsRepository(db: DbOrTx) {
  return {
    ...crud(db),
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
