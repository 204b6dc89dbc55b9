import { desc } from 'drizzle-orm';
import { contacts } from '../../db/schema.js';
import { crudRepository } from '../../lib/crud.js';

export const contactsRepository = crudRepository(contacts, {
  orderBy: [desc(contacts.modifiedDate), desc(contacts.id)],
  lists: { admin: {} },
});
