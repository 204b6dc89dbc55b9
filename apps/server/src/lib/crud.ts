import {
  ApiErrorSchema,
  DeletedResponseSchema,
  IdParamsSchema,
  MESSAGES,
  type Access,
} from '@kingside/shared';
import { eq, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { conflict, isUniqueViolation, notFound } from './errors.js';
import { BEARER } from './routes.js';

type TableWithId = PgTable & { id: PgColumn };

/** One list of a table: its filter and its most rows (default: every row, in the table's order). */
export type CrudList = { where?: SQL; limit?: number };

/**
 * What an admin grid needs from one table. Lists are named by who reads them (`public`, `admin`,
 * …): the routes serve each list to that access level.
 */
export type CrudRepository<Selected, Inserted, ListName extends Access> = {
  list(name: ListName): Promise<Selected[]>;
  insert(values: Partial<Inserted>): Promise<Selected>;
  update(id: number, values: Partial<Inserted>): Promise<Selected | undefined>;
  /** False when there was no row with that id. */
  delete(id: number): Promise<boolean>;
};

type AnyCrudRepository = CrudRepository<unknown, unknown, Access>;
type SelectedOf<R> = R extends CrudRepository<infer S, unknown, Access> ? S : never;
type InsertedOf<R> = R extends CrudRepository<unknown, infer I, Access> ? I : never;
type ListNameOf<R> = R extends CrudRepository<unknown, unknown, infer L> ? L : never;

/**
 * The CRUD queries of one table, as a repository factory over the database or a transaction.
 * A module's repository spreads it and adds its own queries.
 */
export function crudRepository<T extends TableWithId, ListName extends Access>(
  table: T,
  o: { orderBy: (PgColumn | SQL)[]; lists: Record<ListName, CrudList> },
): (db: DbOrTx) => CrudRepository<T['$inferSelect'], T['$inferInsert'], ListName> {
  type Selected = T['$inferSelect'];
  type Prepared = { execute(): Promise<unknown> };
  const tableName = getTableName(table);
  const t = table as TableWithId;
  // Drizzle turns a query into SQL on every call, which cost a public list more than its hooks
  // and serialization together: each list is built once per database and runs as a named
  // prepared statement, so PostgreSQL parses it once per connection too (docs/decisions/0017).
  const prepared = new WeakMap<DbOrTx, Map<ListName, Prepared>>();
  const prepare = (db: DbOrTx, name: ListName): Prepared => {
    const { where, limit } = o.lists[name];
    const select = db
      .select()
      .from(t)
      .where(where)
      .orderBy(...o.orderBy)
      .$dynamic();
    return (limit ? select.limit(limit) : select).prepare(`list ${tableName} ${name}`);
  };

  return (db) => ({
    async list(name) {
      let queries = prepared.get(db);
      if (!queries) prepared.set(db, (queries = new Map()));
      let query = queries.get(name);
      if (!query) queries.set(name, (query = prepare(db, name)));
      return (await query.execute()) as Selected[];
    },
    async insert(values) {
      const [row] = (await db
        .insert(t)
        .values(values as T['$inferInsert'])
        .returning()) as Selected[];
      return row!;
    },
    async update(id, values) {
      const [row] = (await db
        .update(t)
        .set(values as Record<string, unknown>)
        .where(eq(t.id, id))
        .returning()) as Selected[];
      return row;
    },
    delete: (id) => deleteById(db, t, id),
  });
}

/** Deletes the table's row with this id; false when there was none. */
export async function deleteById(db: DbOrTx, table: TableWithId, id: number): Promise<boolean> {
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}

/** A unique index violation turned into a 409 on one field. */
export type UniqueConflict = { code: string; field: string; message: string };

export type CrudOptions<
  R extends AnyCrudRepository,
  Row,
  Save extends { id?: number | undefined },
> = {
  /** OpenAPI tag and a noun for summaries, e.g. "config". */
  tag: string;
  noun: string;
  repository: (db: DbOrTx) => R;
  rowSchema: z.ZodType<Row>;
  saveSchema: z.ZodType<Save>;
  /** The path of each of the repository's lists, served to the access level it is named after. */
  lists: Record<ListNameOf<R>, string>;
  /** The row as the API answers it. */
  present(row: SelectedOf<R>): Row;
  /** Answers for many rows, when presenting needs other tables (default: present each). */
  presentAll?(rows: SelectedOf<R>[], repository: R): Promise<Row[]>;
  /** Column values from a validated save body (without id). */
  toValues(save: Save): Partial<InsertedOf<R>>;
  uniqueConflict?: UniqueConflict;
} & ('admin' extends ListNameOf<R>
  ? {
      /** Admins only: POST saves a row here, DELETE `<path>/:id` deletes one (default: the admin list's). */
      adminPath?: string;
    }
  : { adminPath: string });

/**
 * The list, save and delete calls an admin grid needs for one table (spec: GET rows, POST a row,
 * DELETE a row). Saving and deleting are admin only; each list is served to the access level it
 * is named after.
 */
export function registerCrudRoutes<
  R extends AnyCrudRepository,
  Row,
  Save extends { id?: number | undefined },
>(app: FastifyInstance, ctx: AppContext, o: CrudOptions<R, Row, Save>): void {
  // The schemas below validate and serialize; the generic types are asserted once here.
  const repository = () => o.repository(ctx.database.db);
  const presentAll = async (rows: SelectedOf<R>[], repo: R) =>
    o.presentAll ? o.presentAll(rows, repo) : rows.map(o.present);
  const adminPath = o.adminPath ?? (o.lists as Partial<Record<Access, string>>).admin;
  if (!adminPath) throw new Error(`The ${o.noun} routes name no admin path`);
  const tags = [o.tag];
  const adminErrors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

  for (const [name, path] of Object.entries(o.lists) as [Access, string][]) {
    app.get(
      path,
      {
        // A public list is the same for everyone: browsers keep it and revalidate.
        config: { access: name, ...(name === 'public' ? { cache: 'revalidate' } : {}) },
        schema: {
          tags,
          summary: `List ${o.noun} rows`,
          ...(name === 'public' ? {} : { security: BEARER }),
          response: { 200: z.array(o.rowSchema), 401: ApiErrorSchema, 403: ApiErrorSchema },
        },
      },
      async () => {
        const repo = repository();
        return presentAll((await repo.list(name)) as SelectedOf<R>[], repo);
      },
    );
  }

  app.post(
    adminPath,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security: BEARER,
        summary: `Admin: add a ${o.noun} (no id) or change one (with id)`,
        body: o.saveSchema,
        response: { 200: o.rowSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { id, ...rest } = request.body as Save;
      const values = o.toValues(rest as Save);
      const repo = repository();
      try {
        const row = (
          id === undefined ? await repo.insert(values) : await repo.update(id, values)
        ) as SelectedOf<R> | undefined;
        if (!row) throw notFound(`No ${o.noun} with id ${id}.`);
        const [presented] = await presentAll([row], repo);
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
    `${adminPath}/:id`,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security: BEARER,
        summary: `Admin: delete a ${o.noun}`,
        params: IdParamsSchema,
        response: { 200: DeletedResponseSchema, 404: ApiErrorSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      if (!(await repository().delete(id))) throw notFound(`No ${o.noun} with id ${id}.`);
      return { message: MESSAGES.deleted };
    },
  );
}
