/** The student progress module's public surface (issue 18): the only file other code imports from it. */
export { default as progressRoutes } from './progress.routes.js';
