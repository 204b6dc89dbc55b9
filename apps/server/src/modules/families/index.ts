/** The families module's public surface: the only file other code imports from it. */
export { default as familiesRoutes } from './families.routes.js';
export { familyChildFor } from './families.service.js';
