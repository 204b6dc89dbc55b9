import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { createGateways, warnAboutEmbeddedGateways } from './gateways/index.js';
import { PaymentsService } from './payments.service.js';

/** How often the payments job runs (recovery, stuck charges, seat holds). */
const JOBS_INTERVAL_MS = 30_000;

export type PaymentsPluginOptions = { ctx: AppContext };

/**
 * One payments service for every module that takes money (`app.payments`), with the configured
 * gateways, and its recurring job (docs/decisions/0052): at start and then every 30 seconds it
 * completes paid orders a failed save left behind, settles charges stuck in processing, sends hold
 * reminders and releases expired holds. One server at a time runs it, and nothing it needs lives
 * in this process (docs/decisions/0015).
 */
async function paymentsPlugin(app: FastifyInstance, { ctx }: PaymentsPluginOptions) {
  warnAboutEmbeddedGateways(ctx.config, app.log);
  const payments = new PaymentsService(ctx, createGateways(ctx, app), app.log);
  app.decorate('payments', payments);

  app.jobs.register({
    kind: 'payments.sweep',
    every: JOBS_INTERVAL_MS,
    run: () => payments.runJobs(),
  });
}

export default fp(paymentsPlugin, { name: 'payments' });
