import type { AppContext } from '../../context.js';

/**
 * Offers the tournament's free main-list places to its waiting list, first come first served
 * (issue 15; docs/decisions/0037). Call after anything that may free a place: a withdrawal, a
 * removal, a released order. Answers how many offers were made.
 */
export async function offerFreedPlaces(_ctx: AppContext, _tournamentId: number): Promise<number> {
  return 0;
}
