import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { formatLogLine, loggerOptions, prettyDestination } from './log.js';

/** A pretty destination that keeps what it would print. */
function capture() {
  const lines: string[] = [];
  const destination = prettyDestination({ write: (text: string) => lines.push(text) });
  return { lines, destination };
}

const TIME = /^\d{2}:\d{2}:\d{2}\.\d{3} /;

describe('the pretty log format', () => {
  it('prints a request as two short lines tied by the start of its id instead of JSON', async () => {
    const { lines, destination } = capture();
    const app = Fastify({
      logger: { ...loggerOptions('info'), stream: destination },
      genReqId: () => 'cef50931-3283-44c7-9eb8-e5a8c50d9ac4',
    });
    app.get('/api/hello', () => ({ hello: 'world' }));
    await app.inject({ method: 'GET', url: '/api/hello?x=1' });
    await app.close();

    const [incoming, completed] = lines;
    expect(incoming).toMatch(TIME);
    expect(incoming).toMatch(/ INFO {2}\[cef50931\] → GET \/api\/hello\?x=1\n$/);
    expect(completed).toMatch(/ INFO {2}\[cef50931\] ← 200 \d+ ms\n$/);
    for (const line of lines) expect(line).not.toContain('{');
  });

  it('appends other fields as key=value and quotes values with spaces', () => {
    const line = JSON.stringify({
      level: 40,
      time: Date.UTC(2026, 0, 1),
      pid: 1,
      hostname: 'h',
      msg: 'payments are not real',
      gateway: 'card',
      note: 'embedded sandbox',
      count: 2,
    });
    expect(formatLogLine(line)).toMatch(
      /^\d{2}:\d{2}:\d{2}\.000 WARN {2}payments are not real gateway=card note="embedded sandbox" count=2$/,
    );
  });

  it('shows an error by type and message, with its stack at level error', () => {
    const { lines, destination } = capture();
    const log = pino(loggerOptions('info'), destination);
    const err = new TypeError('mail server unreachable');
    log.warn({ err }, 'retrying mail');
    log.error({ err }, 'mail failed');

    expect(lines[0]).toMatch(/WARN {2}retrying mail TypeError: mail server unreachable\n$/);
    const [first, ...stack] = (lines[1] ?? '').trimEnd().split('\n');
    expect(first).toMatch(/ERROR mail failed TypeError: mail server unreachable$/);
    expect(stack.length).toBeGreaterThan(0);
    for (const frame of stack) expect(frame).toMatch(/^ {4}at /);
  });

  it('keeps a line that is not JSON as it is', () => {
    expect(formatLogLine('plain text\n')).toBe('plain text');
  });

  it('writes JSON lines in the json format (production, or output not to a terminal)', () => {
    expect(loggerOptions('info', 'json').stream).toBeUndefined();
    expect(loggerOptions('info', 'pretty').stream).toBeDefined();
  });
});
