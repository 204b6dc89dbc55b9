import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ApiError as ApiErrorBody } from '@kingside/shared';
import { ApiError, apiClient, setUnauthorizedHandler } from '@/lib/api-client';
import { readSession, saveSession } from '@/lib/session';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';

const Pong = z.object({ pong: z.boolean() });

describe('api client', () => {
  const onUnauthorized = vi.fn();
  setUnauthorizedHandler(onUnauthorized);
  afterEach(() => onUnauthorized.mockReset());

  it('parses the error shape into an ApiError with status, code, message and field errors', async () => {
    mockApi({
      'POST /api/register': {
        status: 409,
        body: {
          code: 'USERNAME_TAKEN',
          message: 'That username is already taken.',
          fieldErrors: { username: ['That username is already taken.'] },
        } satisfies ApiErrorBody,
      },
    });

    const error = await apiClient.post('/register', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'USERNAME_TAKEN',
      message: 'That username is already taken.',
      fieldErrors: { username: ['That username is already taken.'] },
    });
  });

  it('uses the response text as the message when the failure is not in the error shape', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad gateway', { status: 502 })),
    );

    await expect(apiClient.get('/club')).rejects.toMatchObject({
      status: 502,
      message: 'Bad gateway',
    });
  });

  it('reports a network failure with the network error text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );

    await expect(apiClient.get('/club')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Failed to fetch',
    });
  });

  it('clears the session and sends the user to log in on a 401 from an authorized call', async () => {
    saveSession(buildSession());
    mockApi({
      'GET /api/profile': {
        status: 401,
        body: { code: 'UNAUTHORIZED', message: 'Expired.' } satisfies ApiErrorBody,
      },
    });

    await expect(apiClient.get('/profile', { auth: 'required' })).rejects.toMatchObject({
      status: 401,
    });

    expect(readSession()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('keeps the session on a 401 from a public call such as a failed login', async () => {
    saveSession(buildSession());
    mockApi({
      'POST /api/authenticate': {
        status: 401,
        body: {
          code: 'INVALID_CREDENTIALS',
          message: 'Invalid username or password.',
        } satisfies ApiErrorBody,
      },
    });

    await expect(apiClient.post('/authenticate', {})).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });

    expect(readSession()).not.toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends the bearer token on authorized calls and none on public calls', async () => {
    saveSession(buildSession({ accessToken: 'abc' }));
    const api = mockApi({ 'GET /api/ping': { body: { pong: true } } });

    await expect(apiClient.get('/ping', { auth: 'required', schema: Pong })).resolves.toEqual({
      pong: true,
    });
    await apiClient.get('/ping', { schema: Pong });

    const [authorized, anonymous] = api.callsTo('GET /api/ping');
    expect(authorized?.headers.get('Authorization')).toBe('Bearer abc');
    expect(anonymous?.headers.get('Authorization')).toBeNull();
  });

  it('refuses an authorized call without a session and sends the user to log in', async () => {
    const api = mockApi();

    await expect(apiClient.get('/profile', { auth: 'required' })).rejects.toMatchObject({
      status: 401,
    });

    expect(api.requests).toHaveLength(0);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('returns the answer unchecked when no schema is given, as public pages read it', async () => {
    mockApi({ 'GET /api/ping': { body: { pong: 'yes' } } });

    await expect(apiClient.get<{ pong: string }>('/ping')).resolves.toEqual({ pong: 'yes' });
  });

  it('rejects an answer that does not match the response schema', async () => {
    mockApi({ 'GET /api/ping': { body: { pong: 'yes' } } });

    await expect(apiClient.get('/ping', { schema: Pong })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('ends the session and sends the user to log in when a file download answers 401', async () => {
    saveSession(buildSession());
    mockApi({
      'GET /api/payments/orders.csv': {
        status: 401,
        body: { code: 'UNAUTHORIZED', message: 'Expired.' } satisfies ApiErrorBody,
      },
    });

    await expect(
      apiClient.getFile('/payments/orders.csv', { accept: 'text/csv' }),
    ).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });

    expect(readSession()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
