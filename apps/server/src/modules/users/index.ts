/** The users module's public surface: the only file other code imports from it (no routes). */
export { usersRepository, type UserRow } from './users.repository.js';
