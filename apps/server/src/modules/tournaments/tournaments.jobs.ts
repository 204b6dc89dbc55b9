import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { expireOffers, offerFreedPlaces } from './waiting-list.js';

/** How often the waiting-list job ends offers that ran out and offers their places on. */
export const OFFER_JOB_INTERVAL_MS = 60_000;

/**
 * The waiting lists' jobs (docs/decisions/0037, 0052): every minute the recurring one ends the
 * offers whose hold ran out and offers the freed places to the next waiting entries; a released
 * order queues a one-off job for its tournaments inside the release's transaction, so the offer
 * follows the release even if this process stops first. Conditional updates and the tournament
 * lock keep two servers from making one offer twice.
 */
export function registerTournamentJobs(app: FastifyInstance, ctx: AppContext): void {
  app.jobs.register({
    kind: 'tournaments.offers',
    every: OFFER_JOB_INTERVAL_MS,
    run: () => expireOffers(ctx),
  });
  app.jobs.register<{ tournamentId: number }>({
    kind: 'tournaments.offer-freed-places',
    run: ({ payload }) => offerFreedPlaces(ctx, payload.tournamentId),
  });
}
