import { z } from 'zod';
import { pageOf, pageQuery } from './common.js';

/*
 * The one durable job queue (docs/decisions/0052): every piece of background work is a job of a
 * kind named here, queued in the database and run by whichever server claims it first.
 */

/** A job's life: waiting for its time, claimed by a server, finished, or given up (dead letter). */
export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * Every kind of job, with what the admin's list calls it. The registry: a server runs only the
 * kinds it has a handler for, and a handler exists for no kind missing here.
 */
export const JOB_KINDS = {
  'payments.sweep':
    'Payments: complete paid orders, settle stuck charges, remind and release unpaid holds',
  'tournaments.offers': 'Waiting lists: end unanswered offers and offer the freed places',
  'tournaments.offer-freed-places': 'Waiting list: offer the places a released order freed',
  'uploads.sweep': 'Bulk uploads: finish or remove the ones a stopped server left',
  'emailer.newsletter': 'Newsletter: send to the recipients still waiting',
  'mail.outbox': 'E-mail: deliver the outbox messages still pending',
  'mail.prune': 'E-mail: delete outbox messages past their keeping time',
  'live.sweep': 'Live play: end the games whose clock ran out or whose players left',
  'live.chat-prune': 'Live play: delete chat past its keeping time',
  'puzzles.import': 'Puzzles: import an uploaded Lichess CSV',
  'backups.daily': "Backups: the embedded database's daily backup",
  'jobs.prune': 'Jobs: delete finished jobs past their keeping time',
  'analysis.game': 'Analysis: the engine reviews a game',
  'mygames.analyse-upload': "My games: queue an upload's games for the engine",
  'mygames.mistakes': "My games: turn an analysed game's blunders into its owners' puzzles",
  'progress.import-online':
    "Student progress: import a student's recent chess.com and Lichess games to be analysed",
  'progress.import-online-sweep':
    'Student progress: once a day, import the recent games of every student who opted in',
} as const;
export type JobKind = keyof typeof JOB_KINDS;

/** Admin list limits. */
export const JOB_PAGE_SIZE_MAX = 100;
/** How long a finished one-off job stays in the list (a failed one stays until retried). */
export const JOB_DONE_KEEP_DAYS = 7;

export const JobSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** What a one-off job works on (an import's id, an order and tournament); '' for a recurring one. */
  key: z.string(),
  /** What the job does, in words (JOB_KINDS). */
  label: z.string(),
  state: z.enum(JOB_STATES),
  /** A recurring job goes back to `queued` with its next time after each run. */
  recurring: z.boolean(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** When it runs next (queued), or when it was due (running, done, failed). */
  runAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** The last failure's message (a failed job's reason). */
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type Job = z.infer<typeof JobSchema>;

/** GET /api/admin/jobs: newest first, one state or all. */
export const JobListQuerySchema = z.object({
  state: z.enum(JOB_STATES).optional(),
  ...pageQuery(JOB_PAGE_SIZE_MAX, 25),
});
export type JobListQuery = z.input<typeof JobListQuerySchema>;

export const JobPageSchema = pageOf(JobSchema).extend({
  /** How many jobs are in each state now (the tabs' counts). */
  counts: z.object({
    queued: z.number().int(),
    running: z.number().int(),
    done: z.number().int(),
    failed: z.number().int(),
  }),
});
export type JobPage = z.infer<typeof JobPageSchema>;

export const JOB_MESSAGES = {
  notFound: 'This job does not exist.',
  notFailed: 'Only a failed job can be retried.',
  retried: 'The job is queued again.',
} as const;
