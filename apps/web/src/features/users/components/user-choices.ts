import type { AdminUser, ClassTime, CoachRow, RegisterFor } from '@kingside/shared';

/**
 * How the users screens name the choices of a user's fields: class times by label, coaches by
 * name, what the account was made for in words. Shared by the grid and the forms.
 */

export const REGISTER_FOR_LABELS: Record<RegisterFor, string> = {
  groupClass: 'Group class',
  privateClass: 'Private class',
};

/** A user's class time: the chosen class time's label, else the free text of older accounts. */
export function classTimeText(
  user: Pick<AdminUser, 'classTimeId' | 'classTime'>,
  classTimes: readonly ClassTime[],
): string {
  const chosen = classTimes.find((c) => c.id === user.classTimeId);
  return chosen?.label ?? user.classTime ?? '';
}

/** A coach by name; by id while the coaches list has not got them. */
export function coachText(coachId: number | null, coaches: readonly CoachRow[]): string {
  if (coachId === null) return '';
  return coaches.find((c) => c.id === coachId)?.name ?? `#${coachId}`;
}
