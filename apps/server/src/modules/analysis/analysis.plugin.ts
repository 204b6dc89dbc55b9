import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { bundledEngineCommand, EnginePool } from './analysis.engine.js';
import { runAnalysisJob } from './analysis.service.js';

/**
 * Game analysis on the server (docs/decisions/0066): the engine pool, at most ANALYSIS_ENGINES
 * engines at once (one fewer than the cores by default), started when the first game needs one,
 * and the `analysis.game` job that uses it. Closing the app stops the engines.
 */
async function analysisPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { engine, engines, nodes } = ctx.config.analysis;
  const command = engine ? { file: engine, args: [] } : bundledEngineCommand();
  const pool = new EnginePool(command, engines);
  const engineName = engine ? `UCI engine ${engine}` : 'Stockfish 19 lite (WASM)';
  app.jobs.register<{ analysisId: number }>({
    kind: 'analysis.game',
    backoffMs: 30_000,
    run: (job) => runAnalysisJob(ctx.database.db, pool, { nodes, engineName }, job, app.log),
  });
  app.addHook('onClose', () => pool.close());
}

export default fp(analysisPlugin, { name: 'analysis', dependencies: ['jobs'] });
