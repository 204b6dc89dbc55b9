import {
  FAMILY_CHILDREN_MAX,
  FAMILY_MESSAGES,
  type Child,
  type ChildSaveSchema,
} from '@kingside/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { familiesRepository, type ChildRow } from './families.repository.js';

export const presentChild = (c: ChildRow): Child => ({
  id: c.id,
  name: c.name,
  grade: c.grade,
  school: c.school,
  uscfId: c.uscfId,
  rating: c.rating,
  chessDotComId: c.chessDotComId,
  liChessId: c.liChessId,
});

/**
 * POST /api/family/children: adds a child (no id) to the parent's family, at most
 * FAMILY_CHILDREN_MAX (counted with the parent's row locked, so two saves cannot both add the
 * last one), or changes one of the parent's own; another family's child is a 404, as if absent.
 */
export async function saveChild(
  ctx: AppContext,
  parentUserId: number,
  { id, ...values }: z.output<typeof ChildSaveSchema>,
): Promise<ChildRow> {
  if (id !== undefined) {
    const row = await familiesRepository(ctx.database.db).updateChild(parentUserId, id, values);
    if (!row) throw notFound(FAMILY_MESSAGES.noSuchChild);
    return row;
  }
  return ctx.database.db.transaction(async (tx) => {
    const family = familiesRepository(tx);
    await family.lockParent(parentUserId);
    if ((await family.countChildren(parentUserId)) >= FAMILY_CHILDREN_MAX) {
      throw conflict('TOO_MANY_CHILDREN', FAMILY_MESSAGES.tooManyChildren);
    }
    return family.insertChild(parentUserId, values);
  });
}

/**
 * The child a registration names (after-school and camp, docs/decisions/0031): null when none
 * was picked; otherwise it must be one of the logged-in caller's children (kept from deletion
 * until the transaction `tx` ends), or the request is refused with 400 naming `field`.
 */
export async function familyChildFor(
  tx: DbOrTx,
  callerUserId: number | null,
  childId: number | null,
  field: string,
): Promise<ChildRow | null> {
  if (childId === null) return null;
  if (callerUserId === null) {
    throw badRequest('CHILD_NEEDS_LOGIN', FAMILY_MESSAGES.childNeedsLogin, {
      [field]: [FAMILY_MESSAGES.childNeedsLogin],
    });
  }
  const child = await familiesRepository(tx).findChild(callerUserId, childId);
  if (!child) {
    throw badRequest('NOT_YOUR_CHILD', FAMILY_MESSAGES.notYourChild, {
      [field]: [FAMILY_MESSAGES.notYourChild],
    });
  }
  return child;
}
