/** The coaches module's public surface: the only file other code imports from it. */

/** A coach's row and the lookup of an active coach's page (/coach/{firstname}), for page heads. */
export { coachesRepository, type CoachRow } from './coaches.repository.js';
