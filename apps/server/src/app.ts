import crypto from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context.js';
import { acceptedRequestId, withRequestId } from './lib/request-context.js';
import { registerUploadSweeps } from './lib/uploads.js';
import adminRoutes from './modules/admin/admin.routes.js';
import afterschoolRoutes from './modules/afterschool/afterschool.routes.js';
import alertsRoutes from './modules/alerts/alerts.routes.js';
import analyticsRoutes from './modules/analytics/analytics.routes.js';
import assignmentsRoutes from './modules/assignments/assignments.routes.js';
import attendanceRoutes from './modules/attendance/attendance.routes.js';
import activityRoutes from './modules/auth/activity.routes.js';
import authRoutes from './modules/auth/auth.routes.js';
import calendarRoutes from './modules/calendar/calendar.routes.js';
import campRoutes from './modules/camp/camp.routes.js';
import checkoutRoutes from './modules/checkout/checkout.routes.js';
import classTimesRoutes from './modules/classtimes/classtimes.routes.js';
import clubRoutes from './modules/club/club.routes.js';
import coachesRoutes from './modules/coaches/coaches.routes.js';
import configsRoutes from './modules/configs/configs.routes.js';
import contactsRoutes from './modules/contacts/contacts.routes.js';
import directorRoutes from './modules/director/director.routes.js';
import emailerRoutes from './modules/emailer/emailer.routes.js';
import { emailerPlugin } from './modules/emailer/index.js';
import { analysisPlugin } from './modules/analysis/index.js';
import familiesRoutes from './modules/families/families.routes.js';
import galleryRoutes from './modules/gallery/gallery.routes.js';
import gamesRoutes from './modules/games/games.routes.js';
import inquiriesRoutes from './modules/inquiries/inquiries.routes.js';
import { jobsPlugin } from './modules/jobs/index.js';
import jobsRoutes from './modules/jobs/jobs.routes.js';
import { attachLive } from './modules/live/index.js';
import liveRoutes from './modules/live/live.routes.js';
import progressRoutes from './modules/progress/progress.routes.js';
import locationsRoutes from './modules/locations/locations.routes.js';
import myGamesRoutes from './modules/mygames/mygames.routes.js';
import newsRoutes from './modules/news/news.routes.js';
import newsletterRoutes from './modules/newsletter/newsletter.routes.js';
import openingsRoutes from './modules/openings/openings.routes.js';
import outboxRoutes from './modules/outbox/outbox.routes.js';
import { assertGatewaysAllowed, paymentsPlugin } from './modules/payments/index.js';
import paymentsRoutes from './modules/payments/payments.routes.js';
import profileRoutes from './modules/profile/profile.routes.js';
import programsRoutes from './modules/programs/programs.routes.js';
import puzzlesRoutes from './modules/puzzles/puzzles.routes.js';
import puzzlesSolvingRoutes from './modules/puzzles/puzzles.solving.routes.js';
import seoRoutes from './modules/seo/seo.routes.js';
import studiesRoutes from './modules/studies/studies.routes.js';
import entriesRoutes from './modules/tournaments/entries.routes.js';
import registrationRoutes from './modules/tournaments/registration.routes.js';
import tournamentsRoutes from './modules/tournaments/tournaments.routes.js';
import uploadsRoutes from './modules/uploads/uploads.routes.js';
import usersRoutes from './modules/users/users.routes.js';
import uscfRoutes from './modules/uscf/uscf.routes.js';
import authPlugin from './plugins/auth.js';
import cachePlugin from './plugins/cache.js';
import docsPlugin from './plugins/docs.js';
import errorsPlugin from './plugins/errors.js';
import inputPlugin from './plugins/input.js';
import lifecyclePlugin from './plugins/lifecycle.js';
import metricsPlugin from './plugins/metrics.js';
import paymentSandboxPlugin from './plugins/payment-sandbox.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import securityHeadersPlugin from './plugins/security-headers.js';
import { serializerCompiler } from './plugins/serializer.js';
import webPlugin from './plugins/web.js';

export type BuildAppOptions = {
  /** Pino options, or false for no logs (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Where the built web app is; tests leave it out. */
  webRoot?: string | false;
  /** The web build's server renderer (docs/decisions/0058); by default the build's, with the default webRoot. */
  webRenderer?: string | false;
  /**
   * Compile every answer's union validators at start-up rather than on first use (default true;
   * plugins/serializer.ts). Tests, which build the app dozens of times, turn it off.
   */
  eagerSerializers?: boolean;
};

/** The origin uploaded photos are served from when they live in a bucket (docs/decisions/0023). */
function photoOrigins(config: AppContext['config']): string[] {
  const bucket = config.uploads.bucket;
  return bucket ? [new URL(bucket.publicUrl).origin] : [];
}

/** Authorize.net's Accept.js and the API it posts cards to, when a real gateway is configured. */
function cardGatewayOrigins(config: AppContext['config']): {
  scripts: string[];
  connect: string[];
} {
  switch (config.payments.authnet.environment) {
    case 'sandbox':
      return {
        scripts: ['https://jstest.authorize.net'],
        connect: ['https://apitest.authorize.net'],
      };
    case 'production':
      return { scripts: ['https://js.authorize.net'], connect: ['https://api2.authorize.net'] };
    default:
      return { scripts: [], connect: [] };
  }
}

/** Builds the whole app without listening, so tests can use app.inject(). */
export async function buildApp(
  ctx: AppContext,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  // A production server never takes "payments" through a sandbox by accident (docs/decisions/0015).
  assertGatewaysAllowed(ctx.config);
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: ctx.config.trustProxy,
    // A proxy's X-Request-Id is kept when it is short and plain (it reaches the logs); otherwise,
    // and without one, the request gets an id of its own.
    requestIdHeader: false,
    genReqId: (request) =>
      acceptedRequestId(request.headers['x-request-id']) ?? crypto.randomUUID(),
    // The router's own refusals (a path parameter over its length, a malformed URL) answer in the
    // one error shape too, without echoing the address back.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode ?? 400;
      const message =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? 'This address is too long.'
          : 'This address is not valid.';
      void reply.status(status).send({ code: error.code ?? 'BAD_REQUEST', message });
    },
  }).withTypeProvider<ZodTypeProvider>();

  // The rest of the request runs under its id: the jobs it queues carry it to their logs. The
  // answer names it, so that a member's report of a failure can be found in the logs.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    withRequestId(request.id, done);
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    serializerCompiler({ compileValidators: options.eagerSerializers ?? true }),
  );

  // External plugins.
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Stockfish (WASM in a worker) needs wasm-unsafe-eval and blob workers; emotion inline styles.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...cardGatewayOrigins(ctx.config).scripts],
        workerSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Uploaded photos come from the bucket's public address when one is configured
        // (docs/decisions/0023): named even when https: covers it, and needed for an http one.
        imgSrc: ["'self'", 'data:', 'https:', ...photoOrigins(ctx.config)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...cardGatewayOrigins(ctx.config).connect],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(compress, { threshold: 1024 });

  // App plugins. The metrics first: every module may add its gauges (docs/decisions/0068).
  await app.register(metricsPlugin, { ctx });
  await app.register(lifecyclePlugin);
  await app.register(errorsPlugin);
  await app.register(inputPlugin);
  await app.register(authPlugin, { ctx });
  await app.register(rateLimitPlugin, { ctx });
  await app.register(cachePlugin);
  await app.register(docsPlugin);

  // The one job runner (app.jobs, docs/decisions/0052): the modules below register their kinds.
  await app.register(jobsPlugin, { ctx });
  // Payments: one service for every module that takes money, with the configured gateways, and
  // its periodic job; the modules that sell register their order kinds with it.
  await app.register(paymentsPlugin, { ctx });
  // The emailer's background newsletter sender (app.newsletter), started and stopped with the app.
  await app.register(emailerPlugin, { ctx });
  await app.register(analysisPlugin, { ctx });
  // Bulk uploads that a crash left half-written (docs/decisions/0047): a job at start and each minute.
  registerUploadSweeps(app, ctx);

  // Routes.
  const modules = [
    authRoutes,
    profileRoutes,
    alertsRoutes,
    analyticsRoutes,
    clubRoutes,
    outboxRoutes,
    jobsRoutes,
    adminRoutes,
    locationsRoutes,
    programsRoutes,
    coachesRoutes,
    newsRoutes,
    galleryRoutes,
    campRoutes,
    afterschoolRoutes,
    paymentsRoutes,
    checkoutRoutes,
    tournamentsRoutes,
    registrationRoutes,
    entriesRoutes,
    directorRoutes,
    uscfRoutes,
    calendarRoutes,
    seoRoutes,
    configsRoutes,
    contactsRoutes,
    inquiriesRoutes,
    newsletterRoutes,
    emailerRoutes,
    gamesRoutes,
    studiesRoutes,
    myGamesRoutes,
    openingsRoutes,
    uploadsRoutes,
    usersRoutes,
    classTimesRoutes,
    attendanceRoutes,
    activityRoutes,
    familiesRoutes,
    assignmentsRoutes,
    puzzlesRoutes,
    puzzlesSolvingRoutes,
    liveRoutes,
    progressRoutes,
  ];
  for (const routes of modules) {
    await app.register(routes as FastifyPluginAsync<{ ctx: AppContext }>, { ctx });
  }

  // Live play's socket.io server on the same HTTP server and port (docs/decisions/0042).
  await attachLive(app, ctx);
  await app.register(paymentSandboxPlugin, { ctx });
  await app.register(webPlugin, { root: options.webRoot, renderer: options.webRenderer, ctx });
  return app;
}
