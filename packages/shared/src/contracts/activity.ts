import { z } from 'zod';
import { pageOf, pageQuery } from './common.js';
import { USER_PAGE_SIZE_MAX, USER_SEARCH_MAX_LENGTH } from './users.js';
import { optionalString } from './fields.js';

/**
 * User activity and who is online (spec 2 §2 /userActivity, §3 "User activity", "Online user";
 * docs/decisions/0029). A session is shown by a short fingerprint, never by a usable token.
 */
export const USER_ACTIVITY_DAYS_DEFAULT = 60;
export const USER_ACTIVITY_DAYS_MAX = 366;
/** A session is online when it called the API within this many minutes. */
export const ONLINE_WINDOW_MINUTES = 5;
/** Hex characters of SHA-256(session id) shown for a session. */
export const SESSION_FINGERPRINT_LENGTH = 12;

const paging = {
  ...pageQuery(USER_PAGE_SIZE_MAX, 25),
  search: optionalString(USER_SEARCH_MAX_LENGTH),
};

/** GET /api/useractivities/?noOfDays=60: users who logged in within the last noOfDays days. */
export const UserActivityQuerySchema = z.object({
  noOfDays: z.coerce
    .number()
    .int()
    .min(1)
    .max(USER_ACTIVITY_DAYS_MAX)
    .default(USER_ACTIVITY_DAYS_DEFAULT),
  ...paging,
});
export type UserActivityQuery = z.input<typeof UserActivityQuerySchema>;

export const SessionFingerprintSchema = z
  .string()
  .regex(
    new RegExp(`^[0-9a-f]{${SESSION_FINGERPRINT_LENGTH}}$`),
    'Choose a session from the list.',
  );

/** One user's latest login in the window (the spec's columns; lastJWT is never sent). */
export const UserActivitySchema = z.object({
  user: z.object({ id: z.number().int(), username: z.string() }),
  lastLoginIP: z.string().nullable(),
  lastLoginDate: z.string(),
  /** When the latest session ended: logout, a password change, disabling or an admin. */
  lastLogoutDate: z.string().nullable(),
  online: z.boolean(),
  /** The latest session's fingerprint, in place of the spec's lastSessionId and lastJWT. */
  lastSessionId: z.string(),
  /** Sessions of the user that are still live (not ended, not expired). */
  liveSessions: z.number().int(),
});
export type UserActivity = z.infer<typeof UserActivitySchema>;
export const UserActivityPageSchema = pageOf(UserActivitySchema);
export type UserActivityPage = z.infer<typeof UserActivityPageSchema>;

export const OnlineUsersQuerySchema = z.object(paging);

/** GET /api/onlineusers: a user with a live session seen in the last ONLINE_WINDOW_MINUTES. */
export const OnlineUserSchema = z.object({
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    classTime: z.string().nullable(),
  }),
  lastLoginDate: z.string(),
});
export type OnlineUser = z.infer<typeof OnlineUserSchema>;
export const OnlineUserPageSchema = pageOf(OnlineUserSchema);
export type OnlineUserPage = z.infer<typeof OnlineUserPageSchema>;

/** End one session of a user (by fingerprint), or every live one with `session: null`. */
export const EndSessionsSchema = z.object({ session: SessionFingerprintSchema.nullable() });
export type EndSessions = z.input<typeof EndSessionsSchema>;
export const EndSessionsResponseSchema = z.object({ message: z.string(), ended: z.number().int() });
