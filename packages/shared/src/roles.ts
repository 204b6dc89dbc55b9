/** Roles and the permission checks of both specs; the server guards and the web app use the same functions. */
/** `director`: a tournament director an admin appoints (issue 16), who runs tournaments' rounds. */
export const ROLES = ['student', 'coach', 'elite', 'admin', 'assistant', 'director'] as const;
export type Role = (typeof ROLES)[number];

export type Roles = readonly string[] | null | undefined;

const hasAny = (roles: Roles, wanted: readonly Role[]): boolean =>
  !!roles && roles.some((r) => (wanted as readonly string[]).includes(r));

export const isAdmin = (roles: Roles): boolean => hasAny(roles, ['admin']);
/** Elite check: true for elite or admin. */
export const isElite = (roles: Roles): boolean => hasAny(roles, ['elite', 'admin']);
/** Club member: student, coach, elite or admin. */
export const isClubMember = (roles: Roles): boolean =>
  hasAny(roles, ['student', 'coach', 'elite', 'admin']);
export const isCoachOrAdmin = (roles: Roles): boolean => hasAny(roles, ['coach', 'admin']);
export const isStudentOrCoach = (roles: Roles): boolean => hasAny(roles, ['student', 'coach']);
/**
 * A learner: a student or an elite member (a student the club marks elite), who takes classes and
 * is coached; the pages that speak to a member by role tell them apart (docs/decisions/0059).
 */
export const isLearner = (roles: Roles): boolean => hasAny(roles, ['student', 'elite']);
/** Students, coaches and admins (spec 2 §6: End Game Training; the /puzzles page, for Display 9 Puzzles). */
export const isStudentCoachOrAdmin = (roles: Roles): boolean =>
  hasAny(roles, ['student', 'coach', 'admin']);
export const isAdminOrAssistant = (roles: Roles): boolean => hasAny(roles, ['admin', 'assistant']);
/** Who runs a tournament's rounds, results and reports: an admin or a tournament director (issue 16). */
export const isTournamentDirector = (roles: Roles): boolean => hasAny(roles, ['admin', 'director']);
/** Club staff: coach, admin or assistant (the class times they assign, mark and administer). */
export const isStaff = (roles: Roles): boolean => hasAny(roles, ['coach', 'admin', 'assistant']);

/**
 * Who may call a route or open a screen. `public`: anyone; `authenticated`: any logged-in user;
 * the rest name one of the checks above.
 */
export const ACCESS_LEVELS = [
  'public',
  'authenticated',
  'admin',
  'elite',
  'clubMember',
  'coachOrAdmin',
  'studentOrCoach',
  'studentCoachOrAdmin',
  'adminOrAssistant',
  'staff',
  'tournamentDirector',
] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

const CHECKS: Record<Exclude<Access, 'public' | 'authenticated'>, (roles: Roles) => boolean> = {
  admin: isAdmin,
  elite: isElite,
  clubMember: isClubMember,
  coachOrAdmin: isCoachOrAdmin,
  studentOrCoach: isStudentOrCoach,
  studentCoachOrAdmin: isStudentCoachOrAdmin,
  adminOrAssistant: isAdminOrAssistant,
  staff: isStaff,
  tournamentDirector: isTournamentDirector,
};

/** Whether a caller with these roles (null for a visitor) may use something guarded by `access`. */
export function canAccess(access: Access, roles: readonly string[] | null): boolean {
  if (access === 'public') return true;
  if (roles === null) return false;
  if (access === 'authenticated') return true;
  return CHECKS[access](roles);
}
