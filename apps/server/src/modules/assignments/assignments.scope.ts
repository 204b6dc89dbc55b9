import { isCoachOrAdmin } from '@kingside/shared';
import type { AppContext } from '../../context.js';
import { todayIn } from '../../lib/time.js';
import { coachScopeOf } from '../access/index.js';
import type { UserRow } from '../users/index.js';
import type { StudentScope } from './assignments.repository.js';

/** Whether the caller manages assignments (a coach or an admin) rather than solves them. */
export const manages = (caller: UserRow) => isCoachOrAdmin(caller.roles);

/** Whose students the caller sees: an admin every student, a coach those they coach (0032, 0049). */
export const scopeOf = (caller: UserRow): StudentScope => coachScopeOf(caller);

/** The club-local date, against which due dates are overdue. */
export const todayOf = (ctx: AppContext) => todayIn(ctx.config.club.timezone);
