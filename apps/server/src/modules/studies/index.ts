/** The studies module's public surface: the only file other code imports from it. */
export { chapterFromGame } from './studies.service.js';
