import { checkBoardAnswer, fenProblem } from '@kingside/chess';
import {
  ANSWER_MOVES_MAX,
  ASSIGNMENT_MESSAGES,
  CONFIG_NAMES,
  GAME_TEXT_MAX_LENGTH,
  isCoachOrAdmin,
  isOverdue,
  isSolutionPosition,
  MESSAGES,
  parseAttemptsThreshold,
  questionAnswerIsCorrect,
  SHOW_SOLUTION_AFTER_ATTEMPTS_DEFAULT,
  solutionUnlockedFor,
  withSolutionPosition,
  type AcceptSolutionResult,
  type AnswerRequestSchema,
  type AnswerResult,
  type AssignmentCreateSchema,
  type AssignmentDetail,
  type AssignmentGroupRequestSchema,
  type AssignmentListQuerySchema,
  type AssignmentManageQuerySchema,
  type AssignmentProgress,
  type AssignmentsWaiting,
  type AssignmentStudentPage,
  type AssignmentStudentsQuerySchema,
  type AssignmentSummary,
  type AssignmentSummaryPage,
  type AssignRequestSchema,
  type AssignResult,
  type ProgressCell,
  type ProgressCsvQuerySchema,
  type ProgressRow,
  type ProgressQuerySchema,
  type StudentAssignment,
  type StudentAssignmentPage,
  type UnassignResult,
} from '@kingside/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { csvLine } from '../../lib/csv.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { todayIn, wallClockIn } from '../../lib/time.js';
import { coachScopeOf, studentsWithAccess, studentWithAccess } from '../access/index.js';
import { readConfigValues } from '../configs/index.js';
import { insertGame } from '../games/index.js';
import type { UserRow } from '../users/index.js';
import {
  assignmentsRepository,
  type AssignmentWithGame,
  type CopyListRow,
  type CopyRow,
  type ProgressRowData,
  type StudentScope,
} from './assignments.repository.js';

/** Students read per query while the progress CSV is written. */
const CSV_BATCH = 500;

const manages = (caller: UserRow) => isCoachOrAdmin(caller.roles);

/** Whose students the caller sees: an admin every student, a coach those they coach (0032, 0049). */
const scopeOf = (caller: UserRow): StudentScope => coachScopeOf(caller);

const todayOf = (ctx: AppContext) => todayIn(ctx.config.club.timezone);

/** The club's Show Solution threshold (config showSolutionAfterAttempts, default 10). */
async function solutionThreshold(ctx: AppContext): Promise<number> {
  const name = CONFIG_NAMES.showSolutionAfterAttempts;
  const value = (await readConfigValues(ctx.database.db, [name])).get(name);
  return parseAttemptsThreshold(value, SHOW_SOLUTION_AFTER_ATTEMPTS_DEFAULT);
}

const unique = (ids: number[]) => [...new Set(ids)];

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
  const repo = assignmentsRepository(ctx.database.db);
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
  return {
    items: rows.map((r) => presentCopy(r, today)),
    total,
    page: query.page,
    size: query.size,
  };
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
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      gameId: r.gameId,
      gameType: r.gameType,
      dirPath: r.dirPath,
      assignedCount: counts.get(r.id)?.assigned ?? 0,
      completedCount: counts.get(r.id)?.completed ?? 0,
      createdDate: r.createdDate.toISOString(),
    })),
    total,
    page: query.page,
    size: query.size,
  };
}

/** GET /api/assignments/waiting: the caller's incomplete copies and how many are overdue. */
export function waitingAssignments(ctx: AppContext, caller: UserRow): Promise<AssignmentsWaiting> {
  return assignmentsRepository(ctx.database.db).waiting(caller.id, todayOf(ctx));
}

/**
 * The assignment as the caller may see it: a student only one they have a copy of (404 for any
 * other id, so ids reveal nothing), a coach or admin any.
 */
async function assignmentFor(
  ctx: AppContext,
  caller: UserRow,
  id: number,
): Promise<{ assignment: AssignmentWithGame; copy: CopyRow | undefined; manager: boolean }> {
  const repo = assignmentsRepository(ctx.database.db);
  const [assignment, copy] = await Promise.all([
    repo.findWithGame(id),
    repo.findCopy(id, caller.id),
  ]);
  const manager = manages(caller);
  if (!assignment || (!copy && !manager)) throw notFound(ASSIGNMENT_MESSAGES.notFound);
  return { assignment, copy, manager };
}

const solutionUnlocked = (manager: boolean, copy: CopyRow | undefined, threshold: number) =>
  manager || (!!copy && solutionUnlockedFor(copy, threshold));

/**
 * GET /api/assignments/{id}. The solution (solutionFen, solution, and the PGN, which may hold it)
 * is left out until Show Solution unlocks for the caller.
 */
export async function assignmentDetail(
  ctx: AppContext,
  caller: UserRow,
  id: number,
): Promise<AssignmentDetail> {
  const [{ assignment, copy, manager }, threshold] = await Promise.all([
    assignmentFor(ctx, caller, id),
    solutionThreshold(ctx),
  ]);
  const { game } = assignment;
  const unlocked = solutionUnlocked(manager, copy, threshold);
  return {
    id: assignment.id,
    name: assignment.name,
    game: {
      id: game.id,
      name: game.name,
      type: game.type,
      notes: game.notes,
      fen: game.fen,
      blacksTurn: game.blacksTurn,
      questionType: game.questionType,
      questionChoices: game.questionChoices,
      solutionFen: unlocked ? game.solutionFen : null,
      solution: unlocked ? game.solution : null,
      pgn: unlocked ? game.pgn : null,
    },
    attemptCount: copy?.attemptCount ?? 0,
    completed: copy?.completed ?? false,
    assignedToUsername: copy ? caller.username : null,
    createdDate: (copy?.createdDate ?? assignment.createdDate).toISOString(),
    modifiedDate: copy?.completedAt?.toISOString() ?? null,
    dueDate: copy?.dueDate ?? null,
    showSolutionAfterAttempts: threshold,
    solutionUnlocked: unlocked,
    canManage: manager,
  };
}

type ListPlace = { assignmentId: number; dueDate: string | null };

/** The incomplete list's order: by due date (none last), then assignment id. */
function compareListPlaces(a: ListPlace, b: ListPlace): number {
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  return a.assignmentId - b.assignmentId;
}

/**
 * Next: the first incomplete assignment after `current` in the list's order (`incomplete` is in
 * that order), wrapping to the first; never `current` itself; null when there is none.
 */
export function nextIncomplete(incomplete: ListPlace[], current: ListPlace): number | null {
  const others = incomplete.filter((c) => c.assignmentId !== current.assignmentId);
  const next = others.find((c) => compareListPlaces(c, current) > 0) ?? others[0];
  return next?.assignmentId ?? null;
}

/**
 * GET /api/assignments/{id}/nextIncompleteId: a student's next incomplete assignment; for a coach
 * or admin without a copy, the next assignment by id.
 */
export async function nextIncompleteId(
  ctx: AppContext,
  caller: UserRow,
  id: number,
): Promise<number | null> {
  const { copy } = await assignmentFor(ctx, caller, id);
  const repo = assignmentsRepository(ctx.database.db);
  if (!copy) return repo.nextAssignmentId(id);
  return nextIncomplete(await repo.incompleteOf(caller.id), {
    assignmentId: id,
    dueDate: copy.dueDate,
  });
}

/** Whether an answer is right, judged on the server (0032); a 400 for a move that cannot be played. */
function judge(
  game: AssignmentWithGame['game'],
  answer: z.output<typeof AnswerRequestSchema>,
): boolean {
  if (answer.type !== game.type)
    throw badRequest('WRONG_ANSWER_TYPE', ASSIGNMENT_MESSAGES.wrongAnswerType, {
      type: [ASSIGNMENT_MESSAGES.wrongAnswerType],
    });
  if (game.type === 'Question') {
    if (!answer.completedSolution)
      throw badRequest('VALIDATION_ERROR', ASSIGNMENT_MESSAGES.answerFirst, {
        completedSolution: [ASSIGNMENT_MESSAGES.answerFirst],
      });
    return questionAnswerIsCorrect(
      game.questionType ?? 'Freeform',
      game.solution,
      answer.completedSolution,
    );
  }
  const board = checkBoardAnswer(
    game,
    { moves: answer.completedSolution, fen: answer.fen },
    ANSWER_MOVES_MAX,
  );
  if (!board.ok) {
    // Without moves the answer is the position sent: its problem is the fen's.
    const field = !answer.completedSolution && answer.fen ? 'fen' : 'completedSolution';
    throw badRequest('INVALID_ANSWER', board.error, { [field]: [board.error] });
  }
  return board.correct;
}

/**
 * PUT /api/assignments/{id}/answer. A wrong answer adds an attempt, a right one completes the
 * caller's copy; a completed copy, or a coach or admin without one, is judged and nothing changes.
 */
export async function answerAssignment(
  ctx: AppContext,
  caller: UserRow,
  id: number,
  answer: z.output<typeof AnswerRequestSchema>,
): Promise<AnswerResult> {
  const { assignment, copy, manager } = await assignmentFor(ctx, caller, id);
  const correct = judge(assignment.game, answer);
  const repo = assignmentsRepository(ctx.database.db);
  let after = copy;
  let recorded = false;
  if (copy && !copy.completed) {
    const changed = correct ? await repo.recordCorrect(copy.id) : await repo.recordWrong(copy.id);
    recorded = changed !== undefined;
    // Completed meanwhile by another answer: report the copy as it is now.
    after = changed ?? (await repo.findCopy(id, caller.id));
  }
  return {
    result: correct ? ASSIGNMENT_MESSAGES.correct : ASSIGNMENT_MESSAGES.incorrect,
    attemptCount: after?.attemptCount ?? 0,
    completed: after?.completed ?? false,
    modifiedDate: after?.completedAt?.toISOString() ?? null,
    solutionUnlocked: solutionUnlocked(manager, after, await solutionThreshold(ctx)),
    recorded,
  };
}

/** PUT /api/assignments/{id}/acceptAsSolution: the coach's position joins the game's solutions. */
export async function acceptAsSolution(
  ctx: AppContext,
  id: number,
  fen: string,
): Promise<AcceptSolutionResult> {
  const problem = fenProblem(fen);
  if (problem) throw badRequest('INVALID_POSITION', problem, { fen: [problem] });
  const assignment = await assignmentsRepository(ctx.database.db).findWithGame(id);
  if (!assignment) throw notFound(ASSIGNMENT_MESSAGES.notFound);
  // The game's row is locked while its list grows, so two coaches' positions are both kept.
  return ctx.database.db.transaction(async (tx) => {
    const repo = assignmentsRepository(tx);
    const current = await repo.lockSolutionFen(assignment.game.id);
    if (current !== null && isSolutionPosition(fen, current))
      return { message: ASSIGNMENT_MESSAGES.solutionAlreadyThere, solutionFen: current };
    const solutionFen = withSolutionPosition(current, fen);
    if (solutionFen.length > GAME_TEXT_MAX_LENGTH) {
      const message = MESSAGES.tooLong(GAME_TEXT_MAX_LENGTH);
      throw badRequest('VALIDATION_ERROR', message, { fen: [message] });
    }
    await repo.setSolutionFen(assignment.game.id, solutionFen);
    return { message: ASSIGNMENT_MESSAGES.solutionAccepted, solutionFen };
  });
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
  const repo = assignmentsRepository(db);
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
    const repo = assignmentsRepository(tx);
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
  const repo = assignmentsRepository(db);
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
  const found = new Set(await assignmentsRepository(db).existingIds(wanted));
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

/** POST /api/assignments/assign: these assignments to these students (no copy twice). */
export async function assign(
  ctx: AppContext,
  caller: UserRow,
  body: z.output<typeof AssignRequestSchema>,
): Promise<AssignResult> {
  const db = ctx.database.db;
  const assignmentIds = await existingAssignments(db, body.assignmentIds);
  const students = await chosenStudents(db, caller, body);
  return giveAssignments(ctx, caller, { assignmentIds }, students, body.dueDate);
}

/** POST /api/assignments/unassign: takes them back, except copies already completed. */
export async function unassign(
  ctx: AppContext,
  caller: UserRow,
  body: z.output<typeof AssignRequestSchema>,
): Promise<UnassignResult> {
  const db = ctx.database.db;
  const assignmentIds = await existingAssignments(db, body.assignmentIds);
  const students = await chosenStudents(db, caller, body);
  const { removed, keptCompleted } = await assignmentsRepository(db).removeCopies(
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
  const { rows, total } = await assignmentsRepository(db).assignmentStudents(assignmentIds, {
    ...query,
    assigned,
    scope: scopeOf(caller),
  });
  return { items: rows, total, page: query.page, size: query.size };
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

/** A coach or admin names the class time; without one the table has no rows to show. */
function requireClassTime(classTime: string | null): string {
  if (classTime === null)
    throw badRequest('VALIDATION_ERROR', MESSAGES.pleaseEnterRequired, {
      classTime: [MESSAGES.pleaseEnterRequired],
    });
  return classTime;
}

function presentProgressRow(row: ProgressRowData): ProgressRow {
  return {
    user: { id: row.id, username: row.username, name: row.name },
    cells: row.cells,
    assigned: row.cells.length,
    completed: row.cells.reduce((n, c) => (c.completed ? n + 1 : n), 0),
  };
}

/**
 * GET /api/assignments/progress: a class time's students (a page, by name) × every assignment any
 * of them has, with per-column counts over all of them; a coach sees only their students. A
 * student gets their own row. Three queries whatever the size (bench/assignments-progress.mjs).
 */
export async function progressTable(
  ctx: AppContext,
  caller: UserRow,
  query: z.output<typeof ProgressQuerySchema>,
): Promise<AssignmentProgress> {
  const repo = assignmentsRepository(ctx.database.db);
  const today = todayOf(ctx);
  const manager = manages(caller);
  const classTime = manager ? requireClassTime(query.classTime) : caller.classTime;
  const who = manager ? { classTime: classTime!, scope: scopeOf(caller) } : { userId: caller.id };
  const [columns, { rows, total }] = await Promise.all([
    repo.progressColumns(who),
    repo.progressRows(who, query, today),
  ]);
  return {
    classTime,
    columns,
    rows: rows.map(presentProgressRow),
    total,
    page: query.page,
    size: query.size,
  };
}

/** A progress CSV cell: done (club-local date, attempts), overdue, not yet, or blank (not given). */
export function progressCellText(cell: ProgressCell | undefined, timeZone: string) {
  if (!cell) return '';
  if (cell.completed) {
    const date = cell.modifiedDate
      ? ` ${wallClockIn(new Date(cell.modifiedDate), timeZone).date}`
      : '';
    const n = cell.attemptCount;
    return `done${date} (${n} ${n === 1 ? 'attempt' : 'attempts'})`;
  }
  return cell.overdue ? 'overdue' : 'not yet';
}

/**
 * GET /api/assignments/progress.csv: the whole table, a row per student and a column per
 * assignment, with each student's totals and a last row of each assignment's. The class time is
 * checked before the first line is written, so a missing one is still a 400.
 */
export function progressCsv(
  ctx: AppContext,
  caller: UserRow,
  query: z.output<typeof ProgressCsvQuerySchema>,
): AsyncGenerator<string> {
  const who = { classTime: requireClassTime(query.classTime), scope: scopeOf(caller) };
  const timeZone = ctx.config.club.timezone;
  const repo = assignmentsRepository(ctx.database.db);
  return (async function* () {
    const today = todayOf(ctx);
    const columns = await repo.progressColumns(who);
    yield csvLine(['username', 'name', ...columns.map((c) => c.name), 'completed', 'assigned']);
    for (let page = 0; ; page++) {
      const { rows } = await repo.progressRows(who, { page, size: CSV_BATCH }, today);
      yield rows
        .map((r) => {
          const cells = new Map(r.cells.map((c) => [c.assignmentId, c]));
          return csvLine([
            r.username,
            r.name,
            ...columns.map((c) => progressCellText(cells.get(c.assignmentId), timeZone)),
            r.cells.filter((c) => c.completed).length,
            r.cells.length,
          ]);
        })
        .join('');
      if (rows.length < CSV_BATCH) break;
    }
    const sum = (key: 'completed' | 'assigned') => columns.reduce((n, c) => n + c[key], 0);
    yield csvLine([
      '',
      'Completed',
      ...columns.map((c) => `${c.completed} of ${c.assigned}`),
      sum('completed'),
      sum('assigned'),
    ]);
  })();
}
