export { default as campRoutes } from './camp.routes.js';
