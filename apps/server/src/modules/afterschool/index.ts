export { default as afterschoolRoutes } from './afterschool.routes.js';
