import { PROGRESS_MESSAGES, type StudentTies } from '@kingside/shared';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { studentWithAccess } from '../access/index.js';
import type { UserRow } from '../users/index.js';
import { progressRepository, type StudentDetailsRow } from './progress.repository.js';

/** A student's details and what ties them to coaches and parents (the access policy's). */
export type StudentRow = StudentDetailsRow & StudentTies;

/** The student by username if the caller may see their progress: 404 when none, else 403. */
export async function studentFor(
  ctx: AppContext,
  caller: UserRow,
  username: string,
): Promise<StudentRow> {
  const db = ctx.database.db;
  const ties = await studentWithAccess(db, caller, username, 'see', {
    notFound: PROGRESS_MESSAGES.studentNotFound,
    forbidden: PROGRESS_MESSAGES.forbidden,
  });
  const details = await progressRepository(db).studentDetails(ties.id);
  if (!details) throw notFound(PROGRESS_MESSAGES.studentNotFound);
  return { ...details, ...ties };
}
