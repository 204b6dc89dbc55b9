import { configs } from '../../db/schema.js';
import { crudRepository } from '../../lib/crud.js';

export const configsRepository = crudRepository(configs, {
  orderBy: [configs.configName],
  lists: { admin: {} },
});
