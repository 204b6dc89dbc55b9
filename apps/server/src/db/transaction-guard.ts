import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A query on the root database started from inside an open transaction, but not on it.
 *
 * The embedded database is one connection: the transaction holds it, the query waits for the
 * transaction, the transaction waits for the query, and every later request waits behind both,
 * `/api/health` included, until the process is killed (issue 30: an abandoned live game took the
 * site down this way). On PostgreSQL the pool hides the wait, but the query reads outside the
 * transaction's snapshot and holds a second connection. Both databases refuse it at once, so a
 * test on either finds it and production fails one call instead of hanging (docs/decisions/0048).
 */
export class QueryOutsideTransactionError extends Error {
  constructor() {
    super(
      'A query on the database was started inside an open transaction but not on it: use the transaction (tx), or run the query before or after it.',
    );
    this.name = 'QueryOutsideTransactionError';
  }
}

type Mark = { open: boolean };
const openTransaction = new AsyncLocalStorage<Mark>();

/** Throws when the caller runs inside a transaction callback that has not finished. */
export function assertNoOpenTransaction(): void {
  if (openTransaction.getStore()?.open) throw new QueryOutsideTransactionError();
}

/**
 * Runs a transaction's callback with the mark that `assertNoOpenTransaction` reads. Work the
 * callback started and left running (a timer, an unawaited promise) sees the mark closed once the
 * callback has finished, so it may use the database then.
 */
export async function insideTransaction<T>(callback: () => Promise<T>): Promise<T> {
  const mark: Mark = { open: true };
  try {
    return await openTransaction.run(mark, callback);
  } finally {
    mark.open = false;
  }
}

type Transactional = { transaction: (...args: never[]) => Promise<unknown> };

/**
 * Makes `db.transaction` refuse to start inside another open transaction and mark its callback,
 * and wraps the driver's own query functions (PGlite's `query` and `exec`, the pg pool's `query`)
 * so that a query on the root database from inside a transaction throws.
 */
export function guardTransactions<D extends Transactional>(
  db: D,
  rootQueries: { target: object; methods: string[] },
): D {
  const target = rootQueries.target as Record<string, unknown>;
  for (const name of rootQueries.methods) {
    const original = target[name];
    if (typeof original !== 'function') throw new Error(`No ${name} to guard`);
    const bound = (original as (...args: unknown[]) => unknown).bind(target);
    target[name] = (...args: unknown[]) => {
      assertNoOpenTransaction();
      return bound(...args);
    };
  }
  const transaction = db.transaction.bind(db) as (
    callback: (tx: unknown) => Promise<unknown>,
    config?: unknown,
  ) => Promise<unknown>;
  Object.defineProperty(db, 'transaction', {
    configurable: true,
    writable: true,
    value: (callback: (tx: unknown) => Promise<unknown>, config?: unknown) => {
      assertNoOpenTransaction();
      return transaction((tx) => insideTransaction(() => callback(tx)), config);
    },
  });
  return db;
}
