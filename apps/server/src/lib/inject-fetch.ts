import type { FastifyInstance, HTTPMethods } from 'fastify';

/** Statuses whose responses have no body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A `fetch` that answers from `app.inject` instead of the network, so the gateway adapters reach
 * the embedded sandboxes without a listening port. The URL's origin only sets the Host header (and
 * X-Forwarded-Proto), which the sandboxes use to build absolute links; the path and query pick the
 * route. Redirects are returned as they are (like `redirect: "manual"`), never followed.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    request.signal.throwIfAborted();
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      // The answer must come back as plain bytes: Response does not decompress.
      if (name !== 'accept-encoding') headers[name] = value;
    });
    headers.host = url.host;
    headers['x-forwarded-proto'] = url.protocol.replace(/:$/, '');
    const body = request.body ? await request.text() : undefined;

    const res = await app.inject({
      method: request.method as HTTPMethods,
      url: url.pathname + url.search,
      headers,
      ...(body === undefined ? {} : { payload: body }),
    });

    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value])
        responseHeaders.append(name, String(v));
    }
    const hasBody = !NULL_BODY_STATUSES.has(res.statusCode) && request.method !== 'HEAD';
    return new Response(hasBody ? new Uint8Array(res.rawPayload) : null, {
      status: res.statusCode,
      statusText: res.statusMessage,
      headers: responseHeaders,
    });
  };
}
