import { isAdmin, type Roles } from '../roles.js';

/*
 * The one object-level access policy (issue 31, docs/decisions/0049): who may see or change a
 * student's things (assignments, puzzles, report card, corner, games). Role checks
 * ("is this a coach?") live in roles.ts; these answer "is this coach *this student's* coach?".
 * The server loads the ties (modules/access) and asks these; the web asks them to decide what to
 * offer, never to decide what is allowed.
 */

/** Who is asking. */
export type AccessViewer = { id: number; roles: Roles };

/** What ties a student to the people around them. */
export type StudentTies = {
  id: number;
  /** users.coach_id: the student's own coach. */
  coachId: number | null;
  /** The coach of the student's class time (users.class_time_id), if any. */
  classTimeCoachId: number | null;
  /** The parent accounts linked to the student (student_parents). */
  parentIds: readonly number[];
};

/** A coach of the student: their own coach, or the coach of their class time. */
export const isCoachOfStudent = (viewer: AccessViewer, student: StudentTies): boolean =>
  (viewer.roles ?? []).includes('coach') &&
  (student.coachId === viewer.id || student.classTimeCoachId === viewer.id);

/** A parent account linked to the student. */
export const isParentOfStudent = (viewer: AccessViewer, student: StudentTies): boolean =>
  student.parentIds.includes(viewer.id);

/**
 * Whether `viewer` may see a student's things (assignments, puzzle dashboard and solved list,
 * report card, corner, games): the student, a coach of theirs, a linked parent, or an admin.
 * Assistants and directors are staff for attendance and tournaments, not for a student's work.
 */
export const canSeeStudent = (viewer: AccessViewer, student: StudentTies): boolean =>
  isAdmin(viewer.roles) ||
  viewer.id === student.id ||
  isCoachOfStudent(viewer, student) ||
  isParentOfStudent(viewer, student);

/**
 * Whether `viewer` may change a student's work: give or take back homework, accept an answer,
 * write the report card's comment. A coach of theirs or an admin.
 */
export const canManageStudent = (viewer: AccessViewer, student: StudentTies): boolean =>
  isAdmin(viewer.roles) || isCoachOfStudent(viewer, student);

/**
 * Whether `viewer` may consent for a student to something about the student's own data (issue
 * 34: importing their chess.com and Lichess games): the student, a linked parent, an admin. Their
 * coach reads the choice but does not make it.
 */
export const canConsentForStudent = (viewer: AccessViewer, student: StudentTies): boolean =>
  isAdmin(viewer.roles) || viewer.id === student.id || isParentOfStudent(viewer, student);

/**
 * Whether `viewer` may read the list of coach `coachId`'s students (/myStudents/{coachId}): an
 * admin any coach's (and edits them from it); a coach only their own, read-only.
 */
export const canSeeCoachStudents = (viewer: AccessViewer, coachId: number): boolean =>
  isAdmin(viewer.roles) || ((viewer.roles ?? []).includes('coach') && viewer.id === coachId);

export const ACCESS_MESSAGES = {
  studentNotFound: 'No such student.',
  coachNotFound: 'No such coach.',
  notYourStudent: "You may see only your own, your students' or your children's work.",
  notYourStudentToManage: 'Only the coaches of this student and admins may do this.',
} as const;
