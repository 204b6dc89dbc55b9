import type { z } from 'zod';
import { MESSAGES, type ApiError as ApiErrorBody } from '@kingside/shared';
import { clearSession, readSession } from '@/lib/session';

const API_BASE = '/api';

/** A failed API call: the server's error shape, or a network failure (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    /** Stable code from the server, e.g. INVALID_CREDENTIALS, or NETWORK_ERROR / INVALID_RESPONSE. */
    readonly code: string,
    message: string,
    /** Messages per request field, for 400 and 409 answers. */
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

/**
 * How a call authenticates. `required`: sends the stored token, and a 401 (or no session) ends
 * the session and sends the user to /login. `optional`: sends the token when there is one.
 */
export type AuthMode = 'required' | 'optional';

export type RequestOptions = {
  auth?: AuthMode;
  /** An explicit bearer token, used instead of the stored one (logout sends the token it ends). */
  token?: string;
  signal?: AbortSignal;
};

type UnauthorizedHandler = () => void;

/** How a call reaches the server: the browser's fetch, or the server's own answer while it renders. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * Sets how calls reach the server. Only the server's renderer (src/entry-server.tsx) calls it, once,
 * to answer the public pages' calls in-process: the same for every page it renders, never anyone's
 * session (a page rendered on the server is rendered for a visitor).
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

let handleUnauthorized: UnauthorizedHandler = () => window.location.assign('/login');

/** Sets what happens after an authorized call is refused; the app routes to /login in place. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  handleUnauthorized = handler;
}

function endSession(): ApiError {
  clearSession('expiry');
  handleUnauthorized();
  return new ApiError(401, 'UNAUTHORIZED', MESSAGES.sessionExpired);
}

/**
 * Whether a failure body has the API's error shape. Checked by hand rather than with
 * ApiErrorSchema, so public pages do not load zod just to read an error.
 */
function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message, fieldErrors } = value as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return false;
  if (fieldErrors === undefined) return true;
  return (
    typeof fieldErrors === 'object' &&
    fieldErrors !== null &&
    Object.values(fieldErrors).every(
      (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
    )
  );
}

async function readError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const body: unknown = JSON.parse(text);
    if (isApiErrorBody(body)) {
      return new ApiError(response.status, body.code, body.message, body.fieldErrors);
    }
  } catch {
    // Not JSON: fall back to the response text below, as the spec's error catalogue says.
  }
  return new ApiError(
    response.status,
    `HTTP_${response.status}`,
    text.trim() || response.statusText || MESSAGES.serverError,
  );
}

/**
 * Sends one call and returns the successful response; any failure becomes an ApiError, and a 401
 * on an authorized call ends the session and goes to /login.
 */
async function send(
  method: string,
  path: string,
  body: unknown,
  { auth, token, signal }: RequestOptions,
  accept = 'application/json',
): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  // A FormData body (a file upload) is sent as multipart, its boundary set by fetch.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const bearer = token ?? (auth ? readSession()?.accessToken : undefined);
  if (auth === 'required' && !bearer) throw endSession();
  if (bearer) headers.Authorization = `Bearer ${bearer}`;

  let response: Response;
  try {
    response = await transport(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined || isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const text = error instanceof Error ? error.message : String(error);
    throw new ApiError(0, 'NETWORK_ERROR', text);
  }

  if (!response.ok) {
    const error = await readError(response);
    if (response.status === 401 && auth === 'required' && token === undefined) {
      clearSession('expiry');
      handleUnauthorized();
    }
    throw error;
  }
  return response;
}

async function request(
  method: string,
  path: string,
  body: unknown,
  schema: z.ZodType | undefined,
  options: RequestOptions,
): Promise<unknown> {
  const response = await send(method, path, body, options);
  const json: unknown =
    response.status === 204 ? undefined : await response.json().catch(() => undefined);
  // Without a schema the answer is trusted as the caller's type: public pages read the server's
  // declared response shapes without loading zod.
  if (!schema) return json;
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(response.status, 'INVALID_RESPONSE', MESSAGES.serverError);
  }
  return parsed.data;
}

/**
 * With `schema` the answer is checked and typed by it (forms and admin pages). Without it the
 * answer is typed as `T` unchecked (`void` unless given): public pages name the inferred
 * contract type, e.g. `apiClient.get<Program[]>('/programs')`, and stay free of zod.
 */
type Call = {
  <S extends z.ZodType>(
    path: string,
    options: RequestOptions & { schema: S },
  ): Promise<z.output<S>>;
  <T = void>(path: string, options?: RequestOptions): Promise<T>;
};
type CallWithBody = {
  <S extends z.ZodType>(
    path: string,
    body: unknown,
    options: RequestOptions & { schema: S },
  ): Promise<z.output<S>>;
  <T = void>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
};

type Options = RequestOptions & { schema?: z.ZodType };

/**
 * The one way the web app talks to the server: JSON in (or FormData for a file upload), JSON out
 * (checked when a schema is given), ApiError on failure.
 */
export const apiClient = {
  get: ((path: string, options: Options = {}) =>
    request('GET', path, undefined, options.schema, options)) as Call,
  post: ((path: string, body: unknown, options: Options = {}) =>
    request('POST', path, body, options.schema, options)) as CallWithBody,
  put: ((path: string, body: unknown, options: Options = {}) =>
    request('PUT', path, body, options.schema, options)) as CallWithBody,
  delete: ((path: string, options: Options = {}) =>
    request('DELETE', path, undefined, options.schema, options)) as Call,
  /** A file for a logged-in user (a CSV, a PGN), named as its Content-Disposition says, if it does. */
  getFile: async (
    path: string,
    { accept, ...options }: RequestOptions & { accept: string },
  ): Promise<{ blob: Blob; fileName: string | undefined }> => {
    const response = await send('GET', path, undefined, { auth: 'required', ...options }, accept);
    const fileName = /filename="([^"]+)"/.exec(
      response.headers.get('content-disposition') ?? '',
    )?.[1];
    return { blob: await response.blob(), fileName };
  },
};

/** The text to show for any failure: the server's message, else the network error text. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.serverError;
}
