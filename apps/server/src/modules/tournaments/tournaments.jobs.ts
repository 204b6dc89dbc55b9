import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { runEvery } from '../../lib/periodic.js';
import { expireOffers } from './waiting-list.js';

/** How often each server ends waiting-list offers that ran out and offers their places on. */
export const OFFER_JOB_INTERVAL_MS = 60_000;

/**
 * The waiting-list job (docs/decisions/0037): when the app is ready and then every minute, on every
 * server, it ends the offers whose hold ran out and offers the freed places to the next waiting
 * entries (conditional updates and the tournament lock, so servers sharing the database never
 * make one offer twice). Each run waits for the one before; closing the app stops the timer and
 * waits for the run in hand. The timer never keeps the process (or a test) alive.
 */
export function startTournamentJobs(app: FastifyInstance, ctx: AppContext): void {
  runEvery(app, OFFER_JOB_INTERVAL_MS, 'waiting-list offer job failed', () => expireOffers(ctx));
}
