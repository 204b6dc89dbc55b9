import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

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

/**
 * How log lines are written: `json` (one JSON object a line, for log collectors) or `pretty` (one
 * readable line, for a developer's terminal; see formatLogLine).
 */
export type LogFormat = 'json' | 'pretty';

/** pino's level numbers as the pretty format names them. */
const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields the pretty line shows in its own way; any other field is appended as key=value. */
const SHOWN_FIELDS = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
]);

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Local wall-clock time with milliseconds: 14:03:07.125. */
function clock(time: unknown): string {
  const d = typeof time === 'number' ? new Date(time) : new Date();
  return `${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}:${twoDigits(d.getSeconds())}.${String(d.getMilliseconds()).padStart(3, '0')}`;
}

const fieldValue = (value: unknown) =>
  typeof value === 'string' && !/\s/.test(value) ? value : JSON.stringify(value);

type LogRecord = Record<string, unknown> & {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  err?: SafeError;
};

/**
 * One JSON log line from pino as one readable line: time, level, request id, then the message.
 * Fastify's two request lines become `→ GET /api/health` and `← 200 3 ms` (the request id pairs
 * them), other fields are appended as key=value, and an error adds its type and message (its
 * stack follows, indented, at level error and above). A line that is not JSON is kept as it is.
 */
export function formatLogLine(line: string): string {
  let record: LogRecord;
  try {
    record = JSON.parse(line) as LogRecord;
  } catch {
    return line.replace(/\n$/, '');
  }
  const level = typeof record.level === 'number' ? record.level : 30;
  const parts = [clock(record.time), (LEVEL_NAMES[level] ?? String(level)).padEnd(5)];
  if (typeof record.reqId === 'string' || typeof record.reqId === 'number') {
    // A UUID's first 8 characters tell a terminal's few requests apart; JSON keeps the whole id.
    parts.push(`[${String(record.reqId).slice(0, 8)}]`);
  }
  if (record.msg === 'incoming request' && record.req) {
    parts.push(`→ ${record.req.method ?? ''} ${record.req.url ?? ''}`);
  } else if (record.msg === 'request completed' && record.res) {
    const ms =
      typeof record.responseTime === 'number' ? ` ${Math.round(record.responseTime)} ms` : '';
    parts.push(`← ${record.res.statusCode ?? ''}${ms}`);
  } else if (typeof record.msg === 'string') {
    parts.push(record.msg);
  }
  for (const [key, value] of Object.entries(record)) {
    if (!SHOWN_FIELDS.has(key) && value !== undefined) parts.push(`${key}=${fieldValue(value)}`);
  }
  const err = record.err;
  if (err) parts.push(`${err.type}: ${err.message}${err.code ? ` (${err.code})` : ''}`);
  const text = parts.join(' ');
  if (!err?.stack || level < 50) return text;
  const frames = err.stack.split('\n').filter((l) => /^\s+at /.test(l));
  return [text, ...frames.map((f) => `    ${f.trim()}`)].join('\n');
}

/** A pino destination that writes each line through formatLogLine. */
export function prettyDestination(
  out: { write(text: string): unknown } = process.stdout,
): DestinationStream {
  return { write: (line: string) => void out.write(`${formatLogLine(line)}\n`) };
}

/**
 * The one logger configuration: the server's request logger and its background jobs use it.
 * `stream` is set for the pretty format (Fastify's logger option takes it; see createLogger).
 */
export function loggerOptions(
  level: string,
  format: LogFormat = 'json',
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { err: serializeError },
    ...(format === 'pretty' && { stream: prettyDestination() }),
  };
}

/** A logger outside a request (start-up, jobs) with the same options and format. */
export function createLogger(level: string, format: LogFormat = 'json'): Logger {
  const { stream, ...options } = loggerOptions(level, format);
  return stream ? pino(options, stream) : pino(options);
}
