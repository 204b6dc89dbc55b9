import {
  MESSAGES,
  type AssignmentProgress,
  type ProgressCell,
  type ProgressCsvQuerySchema,
  type ProgressQuerySchema,
  type ProgressRow,
} from '@kingside/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { csvLine } from '../../lib/csv.js';
import { badRequest } from '../../lib/errors.js';
import { wallClockIn } from '../../lib/time.js';
import type { UserRow } from '../users/index.js';
import {
  assignmentProgressRepository,
  type ProgressRowData,
} from './assignments.progress.repository.js';
import { manages, scopeOf, todayOf } from './assignments.scope.js';

/** Students read per query while the progress CSV is written. */
const CSV_BATCH = 500;

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
  const repo = assignmentProgressRepository(ctx.database.db);
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
  const repo = assignmentProgressRepository(ctx.database.db);
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
