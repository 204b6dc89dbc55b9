import { locations } from '../../db/schema.js';
import { crudRepository } from '../../lib/crud.js';

export const locationsRepository = crudRepository(locations, {
  orderBy: [locations.sortOrder, locations.id],
  lists: { public: {} },
});
