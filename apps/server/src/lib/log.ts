import type { LoggerOptions } from 'pino';

/** A PostgreSQL error code (SQLSTATE): five digits or capitals, e.g. 23505. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

type SafeError = {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: SafeError;
};

/**
 * Errors as logs carry them, without the values a query was run with: a failed query's message and
 * `params` can hold a password hash or any personal field, and PostgreSQL's `detail` repeats the
 * offending values. The SQL text (with $n placeholders), codes and stacks are kept.
 */
export function serializeError(err: unknown, depth = 0): SafeError {
  if (!(err instanceof Error)) return { type: typeof err, message: 'non-error value thrown' };
  const e = err as Error & { code?: unknown; query?: unknown; params?: unknown };
  const isQueryError = typeof e.query === 'string' && 'params' in e;
  const isDatabaseError = typeof e.code === 'string' && SQLSTATE.test(e.code);
  let message = isQueryError ? `Failed query: ${String(e.query)}` : e.message;
  // PostgreSQL quotes the offending value in its messages: invalid input syntax for type integer: "…".
  if (isDatabaseError) message = message.replace(/"[^"]*"/g, '"…"').replace(/'[^']*'/g, "'…'");
  const safe: SafeError = { type: e.constructor?.name ?? 'Error', message };
  if (typeof e.code === 'string') safe.code = e.code;
  if (e.stack) {
    // The stack's first lines repeat the message (for a query error, with its parameters).
    const frames = e.stack.split('\n').filter((line) => /^\s+at /.test(line));
    safe.stack = isQueryError || isDatabaseError ? frames.join('\n') : e.stack;
  }
  if (e.cause !== undefined && depth < 3) safe.cause = serializeError(e.cause, depth + 1);
  return safe;
}

/** The one logger configuration: the server's request logger and its background jobs use it. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { err: serializeError },
  };
}
