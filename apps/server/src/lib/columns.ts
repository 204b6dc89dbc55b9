import { and, eq, getTableColumns, isNull, type SQL, type Table } from 'drizzle-orm';

/*
 * Queries that name a table's columns by their field names: which rows match, which columns a
 * select reads, each name checked against the table by the compiler.
 */

/** Some of a table's columns, each with the value it must hold (null: the column is null). */
export type ColumnValues<T extends Table> = {
  [K in keyof T['_']['columns']]?: T['_']['columns'][K]['_']['data'] | null;
};

/**
 * The rows whose columns hold these values, for `.where()`: `matching(t, { a, b: true })` is
 * `and(eq(t.a, a), eq(t.b, true))`, and a null value is `isNull`. A value left undefined, or no
 * column at all, is an error: it would otherwise match every row.
 */
export function matching<T extends Table>(table: T, values: ColumnValues<T>): SQL {
  const columns = getTableColumns(table);
  const conditions = Object.entries(values).map(([name, value]) => {
    if (value === undefined) throw new Error(`matching: no value for ${name}`);
    const column = columns[name]!;
    return value === null ? isNull(column) : eq(column, value);
  });
  if (conditions.length === 0) throw new Error('matching: no columns');
  return and(...conditions)!;
}

/**
 * Some of a table's columns by name, for `.select()`: `pickColumns(t, ['a', 'b'])` is
 * `{ a: t.a, b: t.b }`, so a row type `Pick<Row, …>` and its query share one list of names.
 */
export function pickColumns<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  names: readonly K[],
): Pick<T['_']['columns'], K> {
  const columns = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as Pick<
    T['_']['columns'],
    K
  >;
}
