import crypto from 'node:crypto';
import {
  isAdmin,
  MESSAGES,
  type AdminUser,
  type AdminUserAddSchema,
  type AdminUserSaveSchema,
  type CoachRow,
  type StudentRow,
  type UserListQuerySchema,
} from '@kingside/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { pageAnswer, type Page } from '../../lib/paging.js';
import { hashPassword } from '../../lib/passwords.js';
import { presentRoles, revokeUserSessions } from '../auth/index.js';
import { userClassTimeValues } from '../classtimes/index.js';
import {
  insertNewUser,
  updateUserFields,
  usersRepository,
  type NewUser,
  type UserRow,
} from './users.repository.js';

type ListQuery = z.output<typeof UserListQuerySchema>;

export function presentUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    disabled: row.disabled,
    roles: presentRoles(row.roles),
    uscfid: row.uscfId,
    chessDotComId: row.chessDotComId,
    liChessId: row.liChessId,
    rating: row.rating,
    section: row.section,
    classTime: row.classTime,
    classTimeId: row.classTimeId,
    coachId: row.coachId,
    unsubscribe: row.unsubscribe,
    registerFor: row.registerFor,
    createdDate: row.createdAt.toISOString(),
  };
}

const presentStudent = (row: UserRow): StudentRow => ({
  id: row.id,
  username: row.username,
  name: row.name,
  rating: row.rating,
  section: row.section,
  classTime: row.classTime,
  classTimeId: row.classTimeId,
  coachId: row.coachId,
});

export async function listUsers(ctx: AppContext, query: ListQuery): Promise<Page<AdminUser>> {
  const { rows, total } = await usersRepository(ctx.database.db).list(query);
  return pageAnswer(query, rows.map(presentUser), total);
}

export async function getUser(ctx: AppContext, id: number): Promise<AdminUser> {
  const row = await usersRepository(ctx.database.db).findById(id);
  if (!row) throw notFound(MESSAGES.userNotFound);
  return presentUser(row);
}

/**
 * Students: an admin sees every student, or one coach's; a coach sees only their own, whatever
 * coach they ask for (docs/decisions/0026).
 */
export async function listStudents(
  ctx: AppContext,
  caller: UserRow,
  query: ListQuery,
  coachId?: number,
): Promise<Page<StudentRow>> {
  const ofCoach = isAdmin(caller.roles) ? coachId : caller.id;
  const { rows, total } = await usersRepository(ctx.database.db).list({
    ...query,
    role: 'student',
    coachId: ofCoach,
  });
  return pageAnswer(query, rows.map(presentStudent), total);
}

export async function listCoaches(ctx: AppContext, query: ListQuery): Promise<Page<CoachRow>> {
  const repo = usersRepository(ctx.database.db);
  const { rows, total } = await repo.list({ ...query, role: 'coach' });
  const counts = await repo.studentCounts(rows.map((r) => r.id));
  const items = rows.map((r) => ({
    id: r.id,
    username: r.username,
    name: r.name,
    email: r.email,
    phoneNumber: r.phoneNumber,
    students: counts.get(r.id) ?? 0,
  }));
  return pageAnswer(query, items, total);
}

type Save = z.output<typeof AdminUserSaveSchema>;

/** A user's coach must be a user with the coach role, and not the user. */
async function checkCoach(db: DbOrTx, coachId: number | null | undefined, userId?: number) {
  if (coachId === null || coachId === undefined) return;
  const coach = await usersRepository(db).findById(coachId);
  if (!coach || !coach.roles.includes('coach') || coach.id === userId) {
    throw badRequest('COACH_NOT_FOUND', MESSAGES.coachNotFound, {
      coachId: [MESSAGES.coachNotFound],
    });
  }
}

const valuesOf = (s: Partial<Save>): Partial<NewUser> => {
  const { uscfid, ...rest } = s;
  return { ...rest, ...(uscfid === undefined ? {} : { uscfId: uscfid }) };
};

/**
 * PUT /api/user/{id}. Disabling an account ends its sessions in the same transaction; a new
 * username must be nobody else's (its sessions stay: they name the user by id).
 */
export async function updateUser(ctx: AppContext, id: number, input: Save): Promise<AdminUser> {
  return ctx.database.db.transaction(async (tx) => {
    const repo = usersRepository(tx);
    const before = await repo.findById(id);
    if (!before) throw notFound(MESSAGES.userNotFound);
    await checkCoach(tx, input.coachId, id);
    const classTime = await userClassTimeValues(tx, input.classTimeId);
    const row = (await updateUserFields(tx, id, { ...valuesOf(input), ...classTime }))!;
    if (row.disabled && !before.disabled) await revokeUserSessions(tx, id);
    return presentUser(row);
  });
}

/** POST /api/users (/userAdd). Without a password the account can only be entered after a reset. */
export async function addUser(
  ctx: AppContext,
  input: z.output<typeof AdminUserAddSchema>,
): Promise<AdminUser> {
  const db = ctx.database.db;
  await checkCoach(db, input.coachId);
  const classTime = await userClassTimeValues(db, input.classTimeId);
  const { password, ...rest } = input;
  const passwordHash = await hashPassword(password ?? crypto.randomBytes(32).toString('base64url'));
  const row = await insertNewUser(db, {
    ...valuesOf(rest),
    ...classTime,
    username: input.username,
    name: input.name,
    email: input.email,
    passwordHash,
    roles: input.roles ?? [],
    registerFor: input.registerFor ?? null,
  });
  return presentUser(row);
}
