import {
  ACCESS_MESSAGES,
  canManageStudent,
  canSeeCoachStudents,
  canSeeStudent,
  isAdmin,
  type AccessViewer,
  type StudentTies,
} from '@kingside/shared';
import type { DbOrTx } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { accessRepository, type StudentTiesRow } from './access.repository.js';

/*
 * The server's side of the one access policy (docs/decisions/0049): every "may this person see or
 * change this student's thing" question is asked here, with the rules of packages/shared.
 */

/** What the caller wants to do with the student's things. */
export type StudentNeed = 'see' | 'manage';

const allowed = (viewer: AccessViewer, student: StudentTies, need: StudentNeed) =>
  need === 'see' ? canSeeStudent(viewer, student) : canManageStudent(viewer, student);

/**
 * Refuses (403, with `message`) a caller who may not `need` the student's things; `ties` already
 * loaded by the caller's own query.
 */
export function assertStudentAccess(
  viewer: AccessViewer,
  student: StudentTies,
  need: StudentNeed,
  message: string = need === 'see'
    ? ACCESS_MESSAGES.notYourStudent
    : ACCESS_MESSAGES.notYourStudentToManage,
): void {
  if (!allowed(viewer, student, need)) throw forbidden(message);
}

/**
 * The student by username if the caller may `need` their things: 404 (`notFoundMessage`) when no
 * such user, 403 when the caller may not.
 */
export async function studentWithAccess(
  db: DbOrTx,
  viewer: AccessViewer,
  username: string,
  need: StudentNeed,
  messages: { notFound?: string; forbidden?: string } = {},
): Promise<StudentTiesRow> {
  const student = await accessRepository(db).byUsername(username);
  if (!student) throw notFound(messages.notFound ?? ACCESS_MESSAGES.studentNotFound);
  assertStudentAccess(viewer, student, need, messages.forbidden);
  return student;
}

/**
 * The students among `ids` (each must exist, else 404 naming it) whom the caller may `need`;
 * the first one refused is a 403.
 */
export async function studentsWithAccess(
  db: DbOrTx,
  viewer: AccessViewer,
  ids: readonly number[],
  need: StudentNeed,
  messages: { notFound: (id: number) => string; forbidden?: string },
): Promise<StudentTiesRow[]> {
  const found = new Map((await accessRepository(db).byIds(ids)).map((s) => [s.id, s] as const));
  return ids.map((id) => {
    const student = found.get(id);
    if (!student || !student.roles.includes('student')) throw notFound(messages.notFound(id));
    assertStudentAccess(viewer, student, need, messages.forbidden);
    return student;
  });
}

/**
 * Refuses a caller who may not read coach `coachId`'s students list (`canSeeCoachStudents`: an
 * admin any coach's, a coach their own): 404 when no user with that id is a coach, then 403.
 */
export async function assertCoachStudentsAccess(
  db: DbOrTx,
  viewer: AccessViewer,
  coachId: number,
): Promise<void> {
  if (!(await accessRepository(db).isCoach(coachId))) throw notFound(ACCESS_MESSAGES.coachNotFound);
  if (!canSeeCoachStudents(viewer, coachId)) throw forbidden();
}

/**
 * Whose students a list shows the caller: an admin everyone's (null), anyone else those they
 * coach (their own or their class time's; `coachedBy` in the repository).
 */
export const coachScopeOf = (viewer: AccessViewer): { coachId: number | null } => ({
  coachId: isAdmin(viewer.roles) ? null : viewer.id,
});
