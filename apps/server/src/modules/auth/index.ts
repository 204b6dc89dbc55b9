/** The auth module's public surface: the only file other code imports from it. */
export {
  findActiveSessionUser,
  endedSessionIds,
  presentRoles,
  revokeUserSessions,
} from './auth.service.js';
