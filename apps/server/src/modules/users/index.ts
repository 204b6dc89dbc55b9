/** The users module's public surface: the only file other code imports from it. */
export {
  insertNewUser,
  matchesUserSearch,
  usersRepository,
  type UserRow,
} from './users.repository.js';
