import {
  ASSIGNMENT_MESSAGES,
  isOverdue,
  type AssignmentCreateSchema,
  type AssignmentListQuerySchema,
  type AssignmentManageQuerySchema,
  type AssignmentsWaiting,
  type AssignmentSummary,
  type AssignmentSummaryPage,
  type StudentAssignment,
  type StudentAssignmentPage,
} from '@kingside/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { pageAnswer } from '../../lib/paging.js';
import { studentWithAccess } from '../access/index.js';
import { insertGame } from '../games/index.js';
import type { UserRow } from '../users/index.js';
import { assignmentCopiesRepository, type CopyListRow } from './assignments.copies.repository.js';
import { assignmentsRepository } from './assignments.repository.js';
import { manages, scopeOf, todayOf } from './assignments.scope.js';

/*
 * Assignments (docs/decisions/0032): the lists of them and a new one. Solving one is in
 * assignments.solving.service.ts, giving them to students in assignments.assign.service.ts, the
 * progress table in assignments.progress.service.ts.
 */

function presentCopy(r: CopyListRow, today: string): StudentAssignment {
  return {
    id: r.id,
    name: r.name,
    gameId: r.gameId,
    gameType: r.gameType,
    attemptCount: r.attemptCount,
    completed: r.completed,
    assignedToUsername: r.username,
    assignedToName: r.studentName,
    classTime: r.classTime,
    createdDate: r.createdDate.toISOString(),
    modifiedDate: r.completedAt?.toISOString() ?? null,
    dueDate: r.dueDate,
    overdue: isOverdue(r, today),
  };
}

/**
 * GET /api/assignments: the caller's own copies, or (coach and admin only) the copies of a class
 * time's students (the report) or of a game's assignment, of the caller's students.
 */
export async function listAssignments(
  ctx: AppContext,
  caller: UserRow,
  query: z.output<typeof AssignmentListQuerySchema>,
): Promise<StudentAssignmentPage> {
  const repo = assignmentCopiesRepository(ctx.database.db);
  const ofStudents = query.userClassTime !== null || query.gameId !== undefined;
  if (ofStudents && !manages(caller)) throw forbidden(ASSIGNMENT_MESSAGES.studentsOnly);
  const { rows, total } = ofStudents
    ? await repo.studentCopies({
        ...query,
        scope: scopeOf(caller),
        classTime: query.userClassTime,
      })
    : await repo.ownCopies(await copiesOwner(ctx, caller, query.username), query);
  const today = todayOf(ctx);
  const items = rows.map((r) => presentCopy(r, today));
  return pageAnswer(query, items, total);
}

/** Whose own copies a list shows: the caller's, or a student's the caller may see (0049). */
async function copiesOwner(ctx: AppContext, caller: UserRow, username: string | undefined) {
  if (username === undefined) return caller.id;
  return (await studentWithAccess(ctx.database.db, caller, username, 'see')).id;
}

/** GET /api/assignments/manage: every assignment, with how many of the caller's students have it. */
export async function manageAssignments(
  ctx: AppContext,
  caller: UserRow,
  query: z.output<typeof AssignmentManageQuerySchema>,
): Promise<AssignmentSummaryPage> {
  const repo = assignmentsRepository(ctx.database.db);
  const { rows, total } = await repo.summaries(query);
  const counts = await repo.copyCounts(
    rows.map((r) => r.id),
    scopeOf(caller),
  );
  const items = rows.map((r) => ({
    id: r.id,
    name: r.name,
    gameId: r.gameId,
    gameType: r.gameType,
    dirPath: r.dirPath,
    assignedCount: counts.get(r.id)?.assigned ?? 0,
    completedCount: counts.get(r.id)?.completed ?? 0,
    createdDate: r.createdDate.toISOString(),
  }));
  return pageAnswer(query, items, total);
}

/** GET /api/assignments/waiting: the caller's incomplete copies and how many are overdue. */
export function waitingAssignments(ctx: AppContext, caller: UserRow): Promise<AssignmentsWaiting> {
  return assignmentCopiesRepository(ctx.database.db).waiting(caller.id, todayOf(ctx));
}

/** POST /api/assignments: a new library game and its assignment, in one transaction. */
export async function createAssignment(
  ctx: AppContext,
  caller: UserRow,
  body: z.output<typeof AssignmentCreateSchema>,
): Promise<AssignmentSummary> {
  const { name, game } = body;
  return ctx.database.db.transaction(async (tx) => {
    const row = await insertGame(tx, { ...game, name, rating: 0, pgn: null, tags: null }, 'game.');
    const assignment = await assignmentsRepository(tx).insert({
      name,
      gameId: row.id,
      createdBy: caller.id,
    });
    return {
      id: assignment.id,
      name: assignment.name,
      gameId: row.id,
      gameType: row.type,
      dirPath: row.dirPath,
      assignedCount: 0,
      completedCount: 0,
      createdDate: assignment.createdDate.toISOString(),
    };
  });
}

/** GET /api/myassignment?gameId=: the game's assignment, for a student only if they have it. */
export async function myAssignmentId(
  ctx: AppContext,
  caller: UserRow,
  gameId: number,
): Promise<number> {
  const found = await assignmentsRepository(ctx.database.db).findByGame(gameId, caller.id);
  if (!found || (!found.hasCopy && !manages(caller)))
    throw notFound(ASSIGNMENT_MESSAGES.notAssignedGame);
  return found.id;
}
