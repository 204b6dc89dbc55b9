/** The job queue (docs/decisions/0052): what other modules use. */
export { default as jobsPlugin } from './jobs.plugin.js';
export {
  activeJobKeys,
  enqueueJob,
  JobLostError,
  JobRunner,
  type JobContext,
  type JobDefinition,
} from './jobs.runner.js';
