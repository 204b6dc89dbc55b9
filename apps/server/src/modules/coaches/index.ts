/** The coaches module's public surface: the only file other code imports from it. */
export { default as coachesRoutes } from './coaches.routes.js';
