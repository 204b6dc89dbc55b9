import { describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  readSession,
  saveSession,
  SESSION_STORAGE_KEY,
  sessionExpired,
  subscribeToSession,
} from '@/lib/session';
import { buildSession } from '@/test/factories';

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('session store', () => {
  it('discards a stored session whose token expires within 60 seconds', () => {
    saveSession(buildSession({ expiresAt: nowSeconds() + 59 }));

    expect(readSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('keeps a session whose token expires later than 60 seconds from now', () => {
    const session = buildSession({ expiresAt: nowSeconds() + 61 });
    saveSession(session);

    expect(readSession()).toEqual(session);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it('discards the session on the read that happens after it crosses the margin', () => {
    const session = buildSession({ expiresAt: 2_000_000 });
    saveSession(session);

    expect(readSession((2_000_000 - 61) * 1000)).toEqual(session);
    expect(readSession((2_000_000 - 60) * 1000)).toBeNull();
  });

  it('remembers whether the last session expired or was logged out', () => {
    saveSession(buildSession({ expiresAt: nowSeconds() + 10 }));
    readSession();
    expect(sessionExpired()).toBe(true);

    saveSession(buildSession());
    expect(sessionExpired()).toBe(false);
    clearSession();
    expect(sessionExpired()).toBe(false);
  });

  it('treats missing or unreadable stored text as no session', () => {
    expect(readSession()).toBeNull();

    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(readSession()).toBeNull();

    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ username: 'no token' }));
    expect(readSession()).toBeNull();
  });

  it('returns the same object while the stored session is unchanged', () => {
    saveSession(buildSession());
    expect(readSession()).toBe(readSession());
  });

  it('tells subscribers about login, logout and changes made in another tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);

    saveSession(buildSession());
    clearSession();
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    unsubscribe();
    saveSession(buildSession());

    expect(listener).toHaveBeenCalledTimes(3);
  });
});
