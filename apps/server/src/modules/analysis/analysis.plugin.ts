import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { bundledEngineCommand, EnginePool } from './analysis.engine.js';
import { BusyGate } from './analysis.gate.js';
import { runAnalysisJob } from './analysis.service.js';

/**
 * Game analysis on the server (docs/decisions/0066): the engine pool, at most ANALYSIS_ENGINES
 * engines at once (one fewer than the cores by default), started when the first game needs one,
 * and the `analysis.game` job that uses it, searching only while this process's event loop is not
 * busy (BusyGate). Closing the app stops the engines.
 */
async function analysisPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { engine, engines, nodes, busyAbove, idleCpu } = ctx.config.analysis;
  const command = engine ? { file: engine, args: [] } : bundledEngineCommand();
  const pool = new EnginePool(command, engines, { idleCpu });
  const engineName = engine ? `UCI engine ${engine}` : 'Stockfish 19 lite (WASM)';
  const gate = new BusyGate({ busyAbove, sampleMs: 250, maxWaitMs: 15_000 });
  app.jobs.register<{ analysisId: number }>({
    kind: 'analysis.game',
    // One game per engine: the others wait in the queue, not in this process's job places.
    concurrency: engines,
    backoffMs: 30_000,
    run: (job) => {
      gate.start();
      return runAnalysisJob(ctx.database.db, pool, gate, { nodes, engineName }, job, job.log);
    },
  });
  app.addHook('onClose', () => {
    gate.stop();
    pool.close();
  });
}

export default fp(analysisPlugin, { name: 'analysis', dependencies: ['jobs'] });
