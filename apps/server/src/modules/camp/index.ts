/** The camp module's public surface: the only file other code imports from it. */
export { default as campRoutes } from './camp.routes.js';
export { campSeatKeeper } from './camp.service.js';
