import http from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics, type Gauge } from 'prom-client';
import type { AppContext } from '../context.js';
import { newestMaintenanceRun } from '../lib/maintenance-runs.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's Prometheus metrics (docs/decisions/0068): modules add their gauges. */
    metrics: AppMetrics;
  }
}

/** What a gauge reads when scraped: one value, or one per label value. */
export type GaugeReading = number | Record<string, number> | null;

/** Seconds, from a fast API answer to a slow upload. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * One process's metrics, in one registry per app (tests build many apps): every request's
 * duration by route and status, its 5xx answers, the gauges and counters the modules add, and,
 * once served, Node's own (CPU, memory, event-loop delay, prefixed kingside_).
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status_code'>;
  private readonly serverErrors: Counter<'method' | 'route'>;
  private collectingProcess = false;

  constructor() {
    this.requests = new Histogram({
      name: 'kingside_http_request_duration_seconds',
      help: 'HTTP requests by route (its pattern) and status: how long each took to answer.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: REQUEST_BUCKETS,
      registers: [this.registry],
    });
    this.serverErrors = new Counter({
      name: 'kingside_http_server_errors_total',
      help: 'Requests answered with a 5xx status, by route.',
      labelNames: ['method', 'route'],
      registers: [this.registry],
    });
  }

  /** Counts one answered request. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requests.observe({ method, route, status_code: String(status) }, seconds);
    if (status >= 500) this.serverErrors.inc({ method, route });
  }

  /**
   * A gauge read when scraped: `read` answers its value, or one per value of `label`. A read that
   * fails (the database is away) leaves the gauge out of that scrape rather than failing it.
   */
  gauge(name: string, help: string, read: () => Promise<GaugeReading>, label?: string): void {
    // A plain metric, not prom-client's Gauge: a Gauge without labels always has a value (0 after
    // a reset), and a reading that is not there must be absent, not 0.
    const metric = {
      name,
      help,
      type: 'gauge' as const,
      aggregator: 'sum' as const,
      async get() {
        let value: GaugeReading;
        try {
          value = await read();
        } catch {
          value = null;
        }
        const values =
          value === null
            ? []
            : typeof value === 'number'
              ? [{ value, labels: {} }]
              : Object.entries(value).map(([key, n]) => ({ value: n, labels: { [label!]: key } }));
        return { name, help, type: 'gauge' as const, aggregator: 'sum' as const, values };
      },
      reset() {},
    };
    this.registry.registerMetric(metric as unknown as Gauge);
  }

  /** A counter a module increments. */
  counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  /**
   * Adds Node's own figures. Only a served registry does: their event-loop monitor and GC
   * observer run for the life of the process, not of the app (tests build dozens of apps).
   */
  collectProcessMetrics(): void {
    if (this.collectingProcess) return;
    this.collectingProcess = true;
    collectDefaultMetrics({ register: this.registry, prefix: 'kingside_' });
  }

  /** The text a scrape answers. */
  text(): Promise<string> {
    return this.registry.metrics();
  }
}

/**
 * `app.metrics`, the request histogram's hook, and the gauges of what no module owns: the
 * database pool and the backups. A request is counted under its route's pattern
 * (`/api/users/:id`), never its address, so that the label's values stay few; one that matched no
 * route is counted under 'unmatched'.
 */
async function metricsPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const metrics = new AppMetrics();
  app.decorate('metrics', metrics);
  const poolUse = ctx.database.poolUse;
  if (poolUse) {
    metrics.gauge(
      'kingside_db_pool_connections',
      "This process's PostgreSQL connections: total, idle, and requests waiting for one.",
      async () => poolUse(),
      'state',
    );
  }
  metrics.gauge(
    'kingside_backup_age_seconds',
    'How long ago the newest successful backup was taken (absent when there is none).',
    async () => {
      const run = await newestMaintenanceRun(ctx.database.db, 'backup', { ok: true });
      const at = run?.backupAt ?? run?.finishedAt;
      return at ? (Date.now() - at.getTime()) / 1000 : null;
    },
  );
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
}

export default fp(metricsPlugin, { name: 'metrics' });

/**
 * Serves `metrics` at /metrics on a port of its own (METRICS_PORT), never the public one: the
 * figures tell an outsider how busy the club is and what fails. Answers once listening.
 */
export async function serveMetrics(
  metrics: AppMetrics,
  options: { port: number; host: string },
): Promise<http.Server> {
  metrics.collectProcessMetrics();
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.text().then(
      (body) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
