import {
  PROGRESS_CHILDREN_MAX,
  PROGRESS_MESSAGES,
  STUDENT_PARENTS_MAX,
  type ProgressChild,
  type StudentParent,
} from '@kingside/shared';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { UserRow } from '../users/index.js';
import { progressParentsRepository } from './progress.parents.repository.js';

/** GET /api/progress/children: the students linked to the caller as a parent. */
export async function progressChildren(ctx: AppContext, caller: UserRow): Promise<ProgressChild[]> {
  return progressParentsRepository(ctx.database.db).children(caller.id, PROGRESS_CHILDREN_MAX);
}

/** GET /api/users/{id}/parents */
export async function studentParentsOf(ctx: AppContext, id: number): Promise<StudentParent[]> {
  const repo = progressParentsRepository(ctx.database.db);
  if (!(await repo.userExists(id))) throw notFound();
  return repo.parents(id);
}

/** PUT /api/users/{id}/parents: replaces the parent accounts linked to the student. */
export async function saveStudentParents(
  ctx: AppContext,
  id: number,
  body: { usernames: string[] },
): Promise<StudentParent[]> {
  return ctx.database.db.transaction(async (tx) => {
    const repo = progressParentsRepository(tx);
    if (!(await repo.userExists(id))) throw notFound();
    const wanted = [...new Set(body.usernames.map((u) => u.toLowerCase()))];
    if (wanted.length > STUDENT_PARENTS_MAX)
      throw badRequest('VALIDATION_ERROR', PROGRESS_MESSAGES.tooManyParents, {
        usernames: [PROGRESS_MESSAGES.tooManyParents],
      });
    const found = await repo.usersByUsernames(wanted);
    const missing = wanted.filter((u) => !found.some((f) => f.username.toLowerCase() === u));
    if (missing.length > 0)
      throw badRequest('VALIDATION_ERROR', PROGRESS_MESSAGES.parentNotFound, {
        usernames: missing.map((u) => `${PROGRESS_MESSAGES.parentNotFound} (${u})`),
      });
    if (found.some((f) => f.id === id))
      throw badRequest('VALIDATION_ERROR', PROGRESS_MESSAGES.parentIsStudent, {
        usernames: [PROGRESS_MESSAGES.parentIsStudent],
      });
    await repo.setParents(
      id,
      found.map((f) => f.id),
    );
    return repo.parents(id);
  });
}
