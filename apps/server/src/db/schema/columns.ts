import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made: set by the database. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
