/** The calendar module's public surface: the only file other code imports from it. */
export { default as calendarRoutes } from './calendar.routes.js';
