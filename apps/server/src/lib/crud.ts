import {
  ApiErrorSchema,
  DeletedResponseSchema,
  IdParamsSchema,
  MESSAGES,
  type Access,
} from '@kingside/shared';
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { conflict, isUniqueViolation, notFound } from './errors.js';

type TableWithId = PgTable & { id: PgColumn };

/** A unique index violation turned into a 409 on one field. */
export type UniqueConflict = { code: string; field: string; message: string };

export type CrudOptions<T extends TableWithId, Row, Save extends { id?: number | undefined }> = {
  /** OpenAPI tag and a noun for summaries, e.g. "config". */
  tag: string;
  noun: string;
  table: T;
  rowSchema: z.ZodType<Row>;
  saveSchema: z.ZodType<Save>;
  /** Read endpoints: each its own path, access and optional filter. */
  lists: { path: string; access: Access; where?: SQL; limit?: number }[];
  orderBy: (PgColumn | SQL)[];
  /** POST: insert without id, update with id. */
  savePath: string;
  /** DELETE path with :id. */
  deletePath: string;
  /** The row as the API answers it. */
  present(row: T['$inferSelect']): Row;
  /** Answers for many rows, when presenting needs other tables (default: present each). */
  presentAll?(rows: T['$inferSelect'][], db: DbOrTx): Promise<Row[]>;
  /** Column values from a validated save body (without id). */
  toValues(save: Save): Partial<T['$inferInsert']>;
  uniqueConflict?: UniqueConflict;
};

/**
 * The list, save and delete calls an admin grid needs for one table (spec: GET rows, POST a row,
 * DELETE a row). Saving and deleting are admin only; lists declare their own access.
 */
export function registerCrudRoutes<
  T extends TableWithId,
  Row,
  Save extends { id?: number | undefined },
>(app: FastifyInstance, ctx: AppContext, o: CrudOptions<T, Row, Save>): void {
  // The schemas below validate and serialize; the generic types are asserted once here.
  const db = () => ctx.database.db;
  const table = o.table as TableWithId;
  const presentAll = async (rows: T['$inferSelect'][]) =>
    o.presentAll ? o.presentAll(rows, db()) : rows.map(o.present);
  const tags = [o.tag];
  const security = [{ bearer: [] }];
  const adminErrors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

  for (const list of o.lists) {
    // Drizzle turns a query into SQL on every call, which cost a public list more than its hooks
    // and serialization together: each list is built once per database and runs as a named
    // prepared statement, so PostgreSQL parses it once per connection too (docs/decisions/0017).
    const prepared = new WeakMap<object, { execute(): Promise<unknown> }>();
    const listRows = async () => {
      const current = db();
      let query = prepared.get(current);
      if (!query) {
        const select = current
          .select()
          .from(table)
          .where(list.where)
          .orderBy(...o.orderBy)
          .$dynamic();
        query = (list.limit ? select.limit(list.limit) : select).prepare(`list ${list.path}`);
        prepared.set(current, query);
      }
      return (await query.execute()) as T['$inferSelect'][];
    };
    app.get(
      list.path,
      {
        // A public list is the same for everyone: browsers keep it and revalidate.
        config: {
          access: list.access,
          ...(list.access === 'public' ? { cache: 'revalidate' } : {}),
        },
        schema: {
          tags,
          summary: `List ${o.noun} rows`,
          ...(list.access === 'public' ? {} : { security }),
          response: { 200: z.array(o.rowSchema), 401: ApiErrorSchema, 403: ApiErrorSchema },
        },
      },
      async () => presentAll(await listRows()),
    );
  }

  app.post(
    o.savePath,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: `Admin: add a ${o.noun} (no id) or change one (with id)`,
        body: o.saveSchema,
        response: { 200: o.rowSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { id, ...rest } = request.body as Save;
      const values = o.toValues(rest as Save) as Record<string, unknown>;
      try {
        const rows = (
          id === undefined
            ? await db().insert(table).values(values).returning()
            : await db().update(table).set(values).where(eq(table.id, id)).returning()
        ) as T['$inferSelect'][];
        if (rows.length === 0) throw notFound(`No ${o.noun} with id ${id}.`);
        const [presented] = await presentAll(rows);
        return presented;
      } catch (err) {
        if (o.uniqueConflict && isUniqueViolation(err)) {
          const { code, field, message } = o.uniqueConflict;
          throw conflict(code, message, { [field]: [message] });
        }
        throw err;
      }
    },
  );

  app.delete(
    o.deletePath,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: `Admin: delete a ${o.noun}`,
        params: IdParamsSchema,
        response: { 200: DeletedResponseSchema, 404: ApiErrorSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const deleted = await db().delete(table).where(eq(table.id, id)).returning({ id: table.id });
      if (deleted.length === 0) throw notFound(`No ${o.noun} with id ${id}.`);
      return { message: MESSAGES.deleted };
    },
  );
}
