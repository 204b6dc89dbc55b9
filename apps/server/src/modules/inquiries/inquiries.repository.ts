import { asc, desc } from 'drizzle-orm';
import { inquiries } from '../../db/schema.js';
import { crudRepository } from '../../lib/crud.js';

export type InquiryRow = typeof inquiries.$inferSelect;

/** The grid lists the inquiries to answer first, then the answered ones, newest first in each. */
export const inquiriesRepository = crudRepository(inquiries, {
  orderBy: [asc(inquiries.answered), desc(inquiries.createdDate), desc(inquiries.id)],
  lists: { admin: {} },
});
