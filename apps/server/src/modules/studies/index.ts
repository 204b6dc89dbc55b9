/** The studies module's public surface: the only file other code imports from it. */
export { default as studiesRoutes } from './studies.routes.js';
export { chapterFromGame } from './studies.service.js';
