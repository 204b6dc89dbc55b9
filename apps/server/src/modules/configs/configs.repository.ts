import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { configs } from '../../db/schema.js';
import { crudRepository } from '../../lib/crud.js';

export const configsRepository = crudRepository(configs, {
  orderBy: [configs.configName],
  lists: { admin: {} },
});

/** One config's value by name; null when it has no row or no value (the caller's default applies). */
export async function readConfigValue(db: DbOrTx, name: string): Promise<string | null> {
  const [row] = await db
    .select({ value: configs.configValue })
    .from(configs)
    .where(eq(configs.configName, name));
  return row?.value ?? null;
}
