/** The attendance module's public surface: the only file other code imports from it. */
export { default as attendanceRoutes } from './attendance.routes.js';
