/** The profile module's public surface: the only file other code imports from it. */
export { default as profileRoutes } from './profile.routes.js';
