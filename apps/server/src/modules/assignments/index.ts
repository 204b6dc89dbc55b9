/** The assignments module's public surface: the only file other code imports from it. */
export { createAssignment } from './assignments.service.js';
export { assign } from './assignments.assign.service.js';
