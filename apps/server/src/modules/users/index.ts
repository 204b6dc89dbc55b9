/** The users module's public surface: the only file other code imports from it. */
export { matchesUserSearch, usersRepository, type UserRow } from './users.repository.js';
export { default as usersRoutes } from './users.routes.js';
export { insertNewUser } from './users.service.js';
