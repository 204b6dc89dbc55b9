import { checkBoardAnswer, fenProblem } from '@kingside/chess';
import {
  ANSWER_MOVES_MAX,
  ASSIGNMENT_MESSAGES,
  CONFIG_NAMES,
  GAME_TEXT_MAX_LENGTH,
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
  type AssignmentDetail,
} from '@kingside/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { readConfigValues } from '../configs/index.js';
import type { UserRow } from '../users/index.js';
import { assignmentCopiesRepository } from './assignments.copies.repository.js';
import {
  assignmentsRepository,
  type AssignmentWithGame,
  type CopyRow,
} from './assignments.repository.js';
import { manages } from './assignments.scope.js';

/** The club's Show Solution threshold (config showSolutionAfterAttempts, default 10). */
async function solutionThreshold(ctx: AppContext): Promise<number> {
  const name = CONFIG_NAMES.showSolutionAfterAttempts;
  const value = (await readConfigValues(ctx.database.db, [name])).get(name);
  return parseAttemptsThreshold(value, SHOW_SOLUTION_AFTER_ATTEMPTS_DEFAULT);
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
  if (!copy) return assignmentsRepository(ctx.database.db).nextAssignmentId(id);
  const incomplete = await assignmentCopiesRepository(ctx.database.db).incompleteOf(caller.id);
  return nextIncomplete(incomplete, {
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
