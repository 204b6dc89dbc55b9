/** The auth module's public surface: the only file other code imports from it. */
export { default as authRoutes } from './auth.routes.js';
export { default as activityRoutes } from './activity.routes.js';
export {
  findActiveSessionUser,
  endedSessionIds,
  presentRoles,
  revokeUserSessions,
} from './auth.service.js';
