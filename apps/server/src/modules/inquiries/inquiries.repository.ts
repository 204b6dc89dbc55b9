import { desc } from 'drizzle-orm';
import { inquiries } from '../../db/schema.js';
import { crudRepository } from '../../lib/crud.js';

export type InquiryRow = typeof inquiries.$inferSelect;

export const inquiriesRepository = crudRepository(inquiries, {
  orderBy: [desc(inquiries.createdDate), desc(inquiries.id)],
  lists: { admin: {} },
});
