import crypto from 'node:crypto';
import {
  MESSAGES,
  PASSWORD_RESET_TTL_MINUTES,
  type AuthenticateRequest,
  type ChangePasswordRequest,
  type LoginResult,
  type Role,
  type RegisterRequestSchema,
  ROLES,
} from '@kingside/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, badRequest, notFound, tooManyRequests } from '../../lib/errors.js';
import { signToken } from '../../lib/jwt.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import { secondsLeftInWindow } from '../../lib/rate-limit.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import { insertNewUser, usersRepository, type UserRow } from '../users/index.js';
import { authRepository } from './auth.repository.js';

/** Only known roles leave the server, whatever a row holds. */
export const presentRoles = (roles: readonly string[]): Role[] =>
  roles.filter((r): r is Role => (ROLES as readonly string[]).includes(r));

/** The user of a live session, for the auth plugin's check on every authorized call. */
/** How stale a session's last-seen time may get before a call writes it again. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

/**
 * The user of a live session, or undefined. Records the call as the session's last-seen time at
 * most once a minute, which is what "online" and the user-activity grid read (ADR 0029).
 */
export async function findActiveSessionUser(
  db: DbOrTx,
  sessionId: string,
  userId: number,
): Promise<UserRow | undefined> {
  const repo = authRepository(db);
  const found = await repo.findActiveSessionUser(sessionId, userId);
  if (!found) return undefined;
  const now = Date.now();
  if (!found.lastSeenAt || now - found.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await repo.touchSession(sessionId, new Date(now));
  }
  return found.user;
}

/** Which of these sessions have ended: long-lived connections (live play) close theirs. */
export function endedSessionIds(db: DbOrTx, sessionIds: string[]): Promise<Set<string>> {
  return authRepository(db).endedSessionIds(sessionIds);
}

const accountKey = (value: string) => value.trim().toLowerCase();

/** Counts one attempt against an account key (username or e-mail); too many answer 429. */
async function limitByAccount(ctx: AppContext, key: string): Promise<void> {
  const { perAccount, windowSeconds } = ctx.config.rateLimits;
  const count = await ctx.rateLimits.increment(key, windowSeconds);
  if (count > perAccount) throw tooManyRequests(secondsLeftInWindow(windowSeconds));
}

/**
 * Guessing protection that no stranger can turn into a lock-out (docs/decisions/0013): failures
 * are counted per account *and address*. An address that keeps failing on an account is slowed
 * down (the wait doubles with each failure) and, past the per-account limit, refused for the rest
 * of the window; any other address, the owner's, still logs in with the right password at once.
 */
const loginFailKey = (username: string, ip: string) => `login-fail:${accountKey(username)}:${ip}`;

/** The wait before checking a password from an address with `failures` recent failures here. */
export const loginDelayMs = (failures: number, baseMs: number) =>
  failures === 0 || baseMs === 0 ? 0 : Math.min(baseMs * 2 ** (failures - 1), 8_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function login(
  ctx: AppContext,
  input: AuthenticateRequest,
  client: { ip: string; userAgent: string | undefined },
): Promise<LoginResult> {
  const { perAccount, windowSeconds, failureDelayMs } = ctx.config.rateLimits;
  const failKey = loginFailKey(input.username, client.ip);
  const failures = await ctx.rateLimits.count(failKey, windowSeconds);
  if (failures >= perAccount) throw tooManyRequests(secondsLeftInWindow(windowSeconds));
  await sleep(loginDelayMs(failures, failureDelayMs));
  const db = ctx.database.db;
  const user = await usersRepository(db).findByUsername(input.username);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyAgainstDummy(input.password), false);
  if (!user || !ok || user.disabled) {
    await ctx.rateLimits.increment(failKey, windowSeconds);
    throw new AppError(401, 'INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
  }
  const now = Math.floor(Date.now() / 1000);
  const exp = now + ctx.config.tokenTtlSeconds;
  const sessionId = crypto.randomUUID();
  await authRepository(db).createSession({
    id: sessionId,
    userId: user.id,
    expiresAt: new Date(exp * 1000),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    lastSeenAt: new Date(),
  });
  return {
    accessToken: signToken({ sub: user.id, sid: sessionId, iat: now, exp }, ctx.keys.current()),
    tokenType: 'Bearer',
    expiresAt: exp,
    id: user.id,
    username: user.username,
    name: user.name,
    roles: presentRoles(user.roles),
  };
}

export async function register(
  ctx: AppContext,
  input: z.output<typeof RegisterRequestSchema>,
): Promise<void> {
  await insertNewUser(ctx.database.db, {
    username: input.username,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    name: input.name,
    phoneNumber: input.phoneNumber,
    registerFor: input.registerFor,
    roles: [],
  });
  const club = ctx.config.club;
  const kind = input.registerFor === 'privateClass' ? 'private class' : 'group class';
  await ctx.mailer.send({
    to: input.email,
    subject: `Welcome to ${club.name}`,
    text:
      `Hello ${input.name},\n\nYour ${club.name} account "${input.username}" is ready, and we have ` +
      `your interest in a ${kind}. We will contact you to confirm a class time.\n\n` +
      `Log in at ${ctx.config.publicUrl}/login\n\n${club.name}\n${club.phone}\n${club.email}\n`,
  });
}

export async function forgotUsername(ctx: AppContext, email: string): Promise<void> {
  await limitByAccount(ctx, `mail:${accountKey(email)}`);
  const accounts = await usersRepository(ctx.database.db).findByEmail(email);
  if (accounts.length === 0) return;
  const club = ctx.config.club;
  const names = accounts.map((u) => u.username);
  await ctx.mailer.send({
    to: accounts[0]!.email,
    subject: `Your ${club.name} username`,
    text:
      `Hello,\n\nSomeone (we hope you) asked for the username of the ${club.name} account` +
      `${names.length > 1 ? 's' : ''} registered with this e-mail address:\n\n` +
      names.map((n) => `  ${n}`).join('\n') +
      `\n\nLog in at ${ctx.config.publicUrl}/login\n\n${club.name}\n`,
  });
}

export async function forgotPassword(
  ctx: AppContext,
  input: { username: string; email: string },
): Promise<void> {
  await limitByAccount(ctx, `mail:${accountKey(input.email)}`);
  const db = ctx.database.db;
  const user = await usersRepository(db).findByUsername(input.username);
  if (!user || user.disabled || accountKey(user.email) !== accountKey(input.email)) return;
  const token = randomToken();
  await authRepository(db).createResetToken({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
  });
  const club = ctx.config.club;
  const link = `${ctx.config.publicUrl}/resetPassword/${token}`;
  await ctx.mailer.send({
    // The link is a usable secret: the outbox keeps the mail without it.
    secrets: [link],
    to: user.email,
    subject: `Reset your ${club.name} password`,
    text:
      `Hello ${user.name},\n\nTo choose a new password for "${user.username}", open this link ` +
      `within ${PASSWORD_RESET_TTL_MINUTES} minutes:\n\n${link}\n\n` +
      `The link works once. If you did not ask for it, ignore this e-mail; your password stays ` +
      `as it is.\n\n${club.name}\n`,
  });
}

export async function resetPassword(
  ctx: AppContext,
  input: { token: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await ctx.database.db.transaction(async (tx) => {
    const userId = await authRepository(tx).consumeResetToken(sha256(input.token));
    if (userId === undefined) throw badRequest('INVALID_TOKEN', MESSAGES.resetTokenInvalid);
    await usersRepository(tx).update(userId, { passwordHash });
    await authRepository(tx).revokeAllSessions(userId);
  });
}

export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  sessionId: string,
  input: ChangePasswordRequest,
): Promise<void> {
  // A stolen session must not become unlimited guesses at the current password (the route also
  // counts each call against the address).
  const { perAccount, windowSeconds } = ctx.config.rateLimits;
  const failKey = `changepw-fail:${user.id}`;
  if ((await ctx.rateLimits.count(failKey, windowSeconds)) >= perAccount) {
    throw tooManyRequests(secondsLeftInWindow(windowSeconds));
  }
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await ctx.rateLimits.increment(failKey, windowSeconds);
    throw badRequest('CURRENT_PASSWORD_WRONG', MESSAGES.currentPasswordWrong, {
      currentPassword: [MESSAGES.currentPasswordWrong],
    });
  }
  const passwordHash = await hashPassword(input.password);
  await ctx.database.db.transaction(async (tx) => {
    await usersRepository(tx).update(user.id, { passwordHash });
    // Other devices are logged out; this one stays.
    await authRepository(tx).revokeAllSessions(user.id, sessionId);
  });
}

/** An admin sets another user's password; that user's sessions end. */
/** Ends every session of a user at once (the admin disabled the account). */
export async function revokeUserSessions(db: DbOrTx, userId: number): Promise<void> {
  await authRepository(db).revokeAllSessions(userId);
}

export async function setPasswordAsAdmin(
  ctx: AppContext,
  target: { id: number } | { username: string },
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await ctx.database.db.transaction(async (tx) => {
    const users = usersRepository(tx);
    const user =
      'id' in target
        ? await users.findById(target.id)
        : await users.findByUsername(target.username);
    if (!user) throw notFound(MESSAGES.userNotFound);
    await users.update(user.id, { passwordHash });
    await authRepository(tx).revokeAllSessions(user.id);
  });
}
