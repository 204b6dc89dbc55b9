import {
  ATTENDANCE_MESSAGES,
  MESSAGES,
  type ClassTime,
  type ClassTimeSaveSchema,
} from '@kingside/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.js';
import { classTimesRepository, type ClassTimeRow } from './classtimes.repository.js';

type Save = z.output<typeof ClassTimeSaveSchema>;

export const presentClassTime = (r: ClassTimeRow): ClassTime => ({
  id: r.id,
  label: r.label,
  weekday: r.weekday,
  startTime: r.startTime,
  durationMinutes: r.durationMinutes,
  location: r.location,
  coachId: r.coachId,
  active: r.active,
});

/** GET /api/classTimes: every class time, by weekday and start (a small table the admin keeps). */
export async function listClassTimes(ctx: AppContext): Promise<ClassTime[]> {
  return (await classTimesRepository(ctx.database.db).list('staff')).map(presentClassTime);
}

const classTimeNotFound = () =>
  badRequest('CLASS_TIME_NOT_FOUND', ATTENDANCE_MESSAGES.classTimeNotFound, {
    classTimeId: [ATTENDANCE_MESSAGES.classTimeNotFound],
  });

/** A class time by id, or 400 CLASS_TIME_NOT_FOUND under `classTimeId`. */
export async function requireClassTime(db: DbOrTx, id: number): Promise<ClassTimeRow> {
  const row = await classTimesRepository(db).findById(id);
  if (!row) throw classTimeNotFound();
  return row;
}

/**
 * A user's class time as saved (users module): with a classTimeId, that class time's label as the
 * free-text classTime (400 under classTimeId when there is no such class time); without one, the
 * values as sent, so older free-text class times keep working.
 */
export async function userClassTimeValues(
  db: DbOrTx,
  classTimeId: number | null | undefined,
): Promise<{ classTime?: string }> {
  if (classTimeId === null || classTimeId === undefined) return {};
  return { classTime: (await requireClassTime(db, classTimeId)).label };
}

async function checkCoach(db: DbOrTx, coachId: number | null) {
  if (coachId === null) return;
  if (!(await classTimesRepository(db).isCoach(coachId)))
    throw badRequest('COACH_NOT_FOUND', MESSAGES.coachNotFound, {
      coachId: [MESSAGES.coachNotFound],
    });
}

/**
 * POST /api/classTimesAdmin: adds a class time (no id) or changes one. A new label is written to
 * the users who attend it in the same transaction, so their classTime text stays its label.
 */
export async function saveClassTime(ctx: AppContext, save: Save): Promise<ClassTime> {
  const { id, ...values } = save;
  try {
    return await ctx.database.db.transaction(async (tx) => {
      const repo = classTimesRepository(tx);
      await checkCoach(tx, values.coachId);
      if (id === undefined) return presentClassTime(await repo.insert(values));
      const row = await repo.update(id, values);
      if (!row) throw notFound(`No class time with id ${id}.`);
      await repo.relabelUsers(id, row.label);
      return presentClassTime(row);
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    throw conflict('CLASS_TIME_LABEL_TAKEN', ATTENDANCE_MESSAGES.classTimeLabelTaken, {
      label: [ATTENDANCE_MESSAGES.classTimeLabelTaken],
    });
  }
}

/**
 * DELETE /api/classTimesAdmin/{id}: its users lose the reference in the same transaction (their
 * classTime text keeps the label); attendance marks keep their instants without the class time.
 */
export async function deleteClassTime(ctx: AppContext, id: number): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const repo = classTimesRepository(tx);
    await repo.detachUsers(id);
    if (!(await repo.delete(id))) throw notFound(`No class time with id ${id}.`);
  });
}
