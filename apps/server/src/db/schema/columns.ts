import {
  bigserial,
  integer,
  serial,
  timestamp,
  type AnyPgColumn,
  type UpdateDeleteAction,
} from 'drizzle-orm/pg-core';

/*
 * Columns many tables share. Each is a function: a Drizzle column builder belongs to the one table
 * it is used in, so every table gets fresh ones.
 */

/** A table's own id, numbered by the database. */
export const serialId = () => serial('id').primaryKey();

/** A table's own id for rows that come by the million (a JavaScript number all the same). */
export const bigserialId = () => bigserial('id', { mode: 'number' }).primaryKey();

/** An instant: `timestamp with time zone`. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When a row was made: set by the database. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When a row last changed: the insert's time until an update sets it. */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

const reference = (name: string, target: () => AnyPgColumn, onDelete: UpdateDeleteAction) =>
  integer(name).references(target, { onDelete });

/** The row this one belongs to (`() => parent.id`): required, and deleting it deletes this row. */
export const belongsTo = (name: string, target: () => AnyPgColumn) =>
  reference(name, target, 'cascade').notNull();

/** A row this one mentions (`() => other.id`), if any: deleting it clears the column. */
export const refersTo = (name: string, target: () => AnyPgColumn) =>
  reference(name, target, 'set null');
