import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { configs } from '../../db/schema.js';
import { crudRepository } from '../../lib/crud.js';

export const configsRepository = crudRepository(configs, {
  orderBy: [configs.configName],
  lists: { admin: {} },
});

/** One config's value by name; null when it has no row or no value (the caller's default applies). */
/**
 * The values of these configs, by name (what other modules read: the club's texts, the Show
 * Solution threshold); a config with no row or no value is left out.
 */
export async function readConfigValues(db: DbOrTx, names: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ name: configs.configName, value: configs.configValue })
    .from(configs)
    .where(inArray(configs.configName, names));
  return new Map(rows.flatMap((r) => (r.value ? [[r.name, r.value] as const] : [])));
}

/** Sets one config's value by name, adding its row when there is none. */
export async function writeConfigValue(db: DbOrTx, name: string, value: string): Promise<void> {
  await db
    .insert(configs)
    .values({ configName: name, configValue: value })
    .onConflictDoUpdate({ target: configs.configName, set: { configValue: value } });
}
