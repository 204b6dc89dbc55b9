import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { configs } from '../../db/schema.js';

export function clubRepository(db: DbOrTx) {
  return {
    /** The values of these configs, by name; a config with no row or no value is left out. */
    async configValues(names: string[]): Promise<Map<string, string>> {
      const rows = await db.select().from(configs).where(inArray(configs.configName, names));
      return new Map(rows.flatMap((r) => (r.configValue ? [[r.configName, r.configValue]] : [])));
    },
    /** Throws when the database does not answer. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}
