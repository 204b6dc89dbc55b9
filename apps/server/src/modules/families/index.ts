/** The families module's public surface: the only file other code imports from it. */
export { familyChildFor } from './families.service.js';
