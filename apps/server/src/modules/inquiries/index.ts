/** The inquiries module's public surface: the only file other code imports from it. */
export { default as inquiriesRoutes } from './inquiries.routes.js';
