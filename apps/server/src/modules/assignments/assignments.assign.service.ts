import {
  ASSIGNMENT_MESSAGES,
  type AssignmentGroupRequestSchema,
  type AssignmentStudentPage,
  type AssignmentStudentsQuerySchema,
  type AssignRequestSchema,
  type AssignResult,
  type UnassignResult,
} from '@kingside/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { pageAnswer } from '../../lib/paging.js';
import { studentsWithAccess } from '../access/index.js';
import type { UserRow } from '../users/index.js';
import { assignRepository } from './assignments.assign.repository.js';
import { scopeOf } from './assignments.scope.js';

const unique = (ids: number[]) => [...new Set(ids)];

/**
 * The students named by id, after checking each is a student (404) the caller may assign to
 * (the access policy: a coach of theirs or an admin; 403 otherwise).
 */
async function namedStudents(db: DbOrTx, caller: UserRow, userIds: number[]): Promise<number[]> {
  const ids = unique(userIds);
  await studentsWithAccess(db, caller, ids, 'manage', {
    notFound: (id) => `No student with id ${id}.`,
    forbidden: ASSIGNMENT_MESSAGES.notYourStudents,
  });
  return ids;
}

/** Comma-separated class-time labels, trimmed, blanks and repeats (any letter case) dropped. */
export function classTimeLabels(text: string | null): string[] {
  const labels = new Map<string, string>();
  for (const part of (text ?? '').split(',')) {
    const label = part.trim();
    if (label && !labels.has(label.toLowerCase())) labels.set(label.toLowerCase(), label);
  }
  return [...labels.values()];
}

/**
 * Everyone in these class times (the caller's students in them): a label that no class time and
 * no user's classTime is called is a 400, since a typo would assign nobody without a word.
 */
async function classTimeStudents(
  db: DbOrTx,
  caller: UserRow,
  classTimes: string | null,
): Promise<number[]> {
  const labels = classTimeLabels(classTimes);
  if (!labels.length) return [];
  const repo = assignRepository(db);
  const known = await repo.knownClassTimes(labels.map((l) => l.toLowerCase()));
  const unknown = labels.filter((l) => !known.has(l.toLowerCase()));
  if (unknown.length) {
    const message = ASSIGNMENT_MESSAGES.unknownClassTimes(unknown);
    throw badRequest('UNKNOWN_CLASS_TIMES', message, { classTimes: [message] });
  }
  return repo.studentIdsInClassTimes(labels, scopeOf(caller));
}

async function giveAssignments(
  ctx: AppContext,
  caller: UserRow,
  games: { gameIds: number[] } | { assignmentIds: number[] },
  studentIds: number[],
  dueDate: string | null,
): Promise<AssignResult> {
  const { assignmentIds, added } = await ctx.database.db.transaction(async (tx) => {
    const repo = assignRepository(tx);
    const assignmentIds =
      'gameIds' in games
        ? await repo.ensureForGames(games.gameIds, caller.id)
        : games.assignmentIds;
    const added = await repo.insertCopies(assignmentIds, studentIds, {
      dueDate,
      assignedBy: caller.id,
    });
    return { assignmentIds, added };
  });
  return {
    message: ASSIGNMENT_MESSAGES.assigned(assignmentIds.length, studentIds.length, added),
    assignmentIds,
    students: studentIds.length,
    added,
  };
}

/**
 * POST /api/assignments/assignmentGroup: the games named and those directly in dirPath become
 * assignments (a game's existing one is reused), given to the students named and everyone in the
 * class times. A copy a student already has stays as it is.
 */
export async function assignGroup(
  ctx: AppContext,
  caller: UserRow,
  body: z.output<typeof AssignmentGroupRequestSchema>,
): Promise<AssignResult> {
  const db = ctx.database.db;
  const repo = assignRepository(db);
  const named = unique(body.gameIds);
  const found = new Set(await repo.existingGameIds(named));
  const missing = named.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(`No game with id ${missing}.`);
  const inDir = body.dirPath === null ? [] : await repo.gameIdsInDir(body.dirPath);
  if (body.dirPath !== null && !inDir.length && !named.length)
    throw badRequest('NO_GAMES_IN_DIR', ASSIGNMENT_MESSAGES.noGamesInDir, {
      dirPath: [ASSIGNMENT_MESSAGES.noGamesInDir],
    });
  const students = await chosenStudents(db, caller, body);
  return giveAssignments(
    ctx,
    caller,
    { gameIds: unique([...named, ...inDir]) },
    students,
    body.dueDate,
  );
}

/** The assignments by id, each of which must exist (404). */
async function existingAssignments(db: DbOrTx, ids: number[]): Promise<number[]> {
  const wanted = unique(ids);
  const found = new Set(await assignRepository(db).existingIds(wanted));
  if (wanted.some((id) => !found.has(id))) throw notFound(ASSIGNMENT_MESSAGES.notFound);
  return wanted;
}

/** The students named by id and everyone in the class times (each checked as the caller may). */
async function chosenStudents(
  db: DbOrTx,
  caller: UserRow,
  chosen: { userIds: number[]; classTimes: string | null },
): Promise<number[]> {
  return unique([
    ...(await namedStudents(db, caller, chosen.userIds)),
    ...(await classTimeStudents(db, caller, chosen.classTimes)),
  ]);
}

/** What an assign or unassign names: the assignments (each must exist) and the students. */
async function assignRequest(
  db: DbOrTx,
  caller: UserRow,
  body: z.output<typeof AssignRequestSchema>,
): Promise<{ assignmentIds: number[]; students: number[] }> {
  const assignmentIds = await existingAssignments(db, body.assignmentIds);
  return { assignmentIds, students: await chosenStudents(db, caller, body) };
}

/** POST /api/assignments/assign: these assignments to these students (no copy twice). */
export async function assign(
  ctx: AppContext,
  caller: UserRow,
  body: z.output<typeof AssignRequestSchema>,
): Promise<AssignResult> {
  const { assignmentIds, students } = await assignRequest(ctx.database.db, caller, body);
  return giveAssignments(ctx, caller, { assignmentIds }, students, body.dueDate);
}

/** POST /api/assignments/unassign: takes them back, except copies already completed. */
export async function unassign(
  ctx: AppContext,
  caller: UserRow,
  body: z.output<typeof AssignRequestSchema>,
): Promise<UnassignResult> {
  const db = ctx.database.db;
  const { assignmentIds, students } = await assignRequest(db, caller, body);
  const { removed, keptCompleted } = await assignRepository(db).removeCopies(
    assignmentIds,
    students,
  );
  return {
    message: ASSIGNMENT_MESSAGES.unassigned(removed, keptCompleted),
    removed,
    keptCompleted,
  };
}

/**
 * GET /api/assignments/{ids}/assignedUsers and unassignedUsers: the caller's students who have
 * every one of the assignments, or lack at least one.
 */
export async function assignmentStudents(
  ctx: AppContext,
  caller: UserRow,
  ids: number[],
  query: z.output<typeof AssignmentStudentsQuerySchema>,
  assigned: boolean,
): Promise<AssignmentStudentPage> {
  const db = ctx.database.db;
  const assignmentIds = await existingAssignments(db, ids);
  const { rows, total } = await assignRepository(db).assignmentStudents(assignmentIds, {
    ...query,
    assigned,
    scope: scopeOf(caller),
  });
  return pageAnswer(query, rows, total);
}
