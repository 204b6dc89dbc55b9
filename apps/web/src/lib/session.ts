import { useLiveStore } from '@/lib/app-live';
import { ROLES, SESSION_EXPIRY_MARGIN_SECONDS, type LoginResult } from '@kingside/shared';

/** The stored login result (spec 1 section 3): who is logged in, their roles and their token. */
export type Session = LoginResult;

/** localStorage key of the stored login result. */
export const SESSION_STORAGE_KEY = 'user';

const listeners = new Set<() => void>();

/** Why the last session ended in this tab: the user logged out, or the token was no longer valid. */
let lastEndedBy: 'logout' | 'expiry' | null = null;

// useSyncExternalStore (useLiveStore) needs the same object back while the stored text is unchanged.
let cachedRaw: string | null = null;
let cachedSession: Session | null = null;

/**
 * Whether stored JSON has the login result's shape. Checked by hand rather than with
 * LoginResultSchema: the shell reads the session on every page, and zod must stay off public pages.
 */
function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.accessToken === 'string' &&
    v.tokenType === 'Bearer' &&
    Number.isInteger(v.expiresAt) &&
    Number.isInteger(v.id) &&
    typeof v.username === 'string' &&
    typeof v.name === 'string' &&
    Array.isArray(v.roles) &&
    v.roles.every((role) => (ROLES as readonly unknown[]).includes(role))
  );
}

function parseSession(raw: string): Session | null {
  try {
    const value: unknown = JSON.parse(raw);
    return isSession(value) ? value : null;
  } catch {
    return null;
  }
}

function removeStored(): void {
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode); there is nothing left to remove then.
  }
}

/**
 * The current session, or null. A stored session that is unreadable, or whose token expires
 * within SESSION_EXPIRY_MARGIN_SECONDS of `nowMs`, is removed and treated as absent.
 */
export function readSession(nowMs: number = Date.now()): Session | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parseSession(raw);
  }
  const session = cachedSession;
  if (!session || nowMs / 1000 >= session.expiresAt - SESSION_EXPIRY_MARGIN_SECONDS) {
    // Discarding on read is silent: every later read agrees, so no listener needs waking.
    removeStored();
    if (session) lastEndedBy = 'expiry';
    return null;
  }
  return session;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Stores a fresh login result and tells every subscriber (the nav updates at once). */
export function saveSession(session: Session): void {
  lastEndedBy = null;
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  notify();
}

/**
 * Removes the stored session and tells every subscriber. `expiry` when the server refused the
 * token, so the login page can say the session expired.
 */
export function clearSession(endedBy: 'logout' | 'expiry' = 'logout'): void {
  lastEndedBy = endedBy;
  removeStored();
  notify();
}

/** Whether the last session ended because its token expired or was refused (not by logout). */
export function sessionExpired(): boolean {
  return lastEndedBy === 'expiry';
}

function onStorage(event: StorageEvent): void {
  // Another tab logged in or out (key null means its storage was cleared).
  if (event.key === SESSION_STORAGE_KEY || event.key === null) notify();
}

/** Subscribes to session changes in this tab and in other tabs. */
export function subscribeToSession(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/**
 * The current session as React state; re-renders on login, logout and changes in other tabs. A
 * page the server rendered was rendered for a visitor: the member's session shows once the app is
 * live, in the same render as their menus (lib/app-live.tsx).
 */
export function useSession(): Session | null {
  return useLiveStore(
    subscribeToSession,
    () => readSession(),
    () => null,
  );
}
