import { vi } from 'vitest';
import { buildClub } from '@/test/factories';

export type MockRequest = {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
};

export type MockReply = { status?: number; body?: unknown };
type Handler = MockReply | ((request: MockRequest) => MockReply);

/** What the shell calls on every page; tests override any of them. */
const SHELL_DEFAULTS: Record<string, Handler> = {
  'GET /api/club': { body: buildClub() },
  'GET /api/alertevents': { body: [] },
  'POST /api/pageviews': { status: 204 },
};

/**
 * Replaces fetch with a fake server answering `handlers` keyed "METHOD /api/path"; anything else
 * answers 404 in the API's error shape. `requests` records every call in order.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const all = { ...SHELL_DEFAULTS, ...handlers };
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: MockRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
    };
    requests.push(request);
    const handler = all[`${method} ${url.pathname}`];
    const reply = typeof handler === 'function' ? handler(request) : handler;
    if (!reply) {
      return Response.json({ code: 'NOT_FOUND', message: 'Not found.' }, { status: 404 });
    }
    const status = reply.status ?? 200;
    return status === 204 ? new Response(null, { status }) : Response.json(reply.body, { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    /** The calls made to one endpoint ("METHOD /api/path"). */
    callsTo: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}
