/** The assignments module's public surface: the only file other code imports from it. */
export { default as assignmentsRoutes } from './assignments.routes.js';
