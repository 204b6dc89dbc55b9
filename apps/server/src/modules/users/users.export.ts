import type { UserCsvQuerySchema } from '@kingside/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { csvLine } from '../../lib/csv.js';
import { usersRepository } from './users.repository.js';
import { presentUser } from './users.service.js';

/** Users read per query while the CSV is written: a few hundred kilobytes of rows at a time. */
export const USERS_CSV_BATCH = 500;

/** The columns of the users CSV: the grid's fields, and the coach by name beside their id. */
const HEADER = [
  'id',
  'username',
  'name',
  'email',
  'phoneNumber',
  'disabled',
  'roles',
  'uscfid',
  'chessDotComId',
  'liChessId',
  'rating',
  'section',
  'classTime',
  'classTimeId',
  'coachId',
  'coach',
  'unsubscribe',
  'registerFor',
  'createdDate',
];

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/**
 * GET /api/users.csv: every user the list's search and role match, in its order, as CSV text
 * yielded a batch at a time, so 20,000 users are never one array (docs/decisions/0027). Rows are
 * presented like the grid's (`presentUser`): the password hash never leaves.
 */
export async function* usersCsv(
  ctx: AppContext,
  query: z.output<typeof UserCsvQuerySchema>,
): AsyncGenerator<string> {
  const repo = usersRepository(ctx.database.db);
  yield HEADER.join(',') + '\r\n';
  for await (const rows of repo.batches(query, USERS_CSV_BATCH)) {
    const coachIds = [...new Set(rows.flatMap((r) => (r.coachId === null ? [] : [r.coachId])))];
    const coaches = await repo.namesOf(coachIds);
    yield rows
      .map(presentUser)
      .map((u) =>
        csvLine([
          u.id,
          u.username,
          u.name,
          u.email,
          u.phoneNumber,
          yesNo(u.disabled),
          u.roles.join(', '),
          u.uscfid,
          u.chessDotComId,
          u.liChessId,
          u.rating,
          u.section,
          u.classTime,
          u.classTimeId,
          u.coachId,
          u.coachId === null ? null : (coaches.get(u.coachId) ?? null),
          yesNo(u.unsubscribe),
          u.registerFor,
          u.createdDate,
        ]),
      )
      .join('');
  }
}
