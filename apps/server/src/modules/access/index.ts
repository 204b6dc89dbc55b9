/** The access module's public surface: the one object-level access policy (docs/decisions/0049). */
export { accessRepository, coachedBy, type StudentTiesRow } from './access.repository.js';
export {
  assertCoachStudentsAccess,
  assertStudentAccess,
  coachScopeOf,
  studentsWithAccess,
  studentWithAccess,
  type StudentNeed,
} from './access.service.js';
