/** The uploads module's public surface: the only file other code imports from it. */
export { default as uploadsRoutes } from './uploads.routes.js';
