/*
 * The database schema (docs/architecture.md, "Data"), one file per area under schema/. Code imports
 * tables from here; drizzle-kit reads the files under schema/ (drizzle.config.ts). The embedded
 * payment sandboxes' tables are not here: the sandbox package creates its own (docs/decisions/0020).
 */
export * from './schema/accounts.js';
export * from './schema/site.js';
export * from './schema/content.js';
export * from './schema/registrations-payments.js';
export * from './schema/learning.js';
export * from './schema/members.js';
export * from './schema/puzzles.js';
export * from './schema/uscf.js';
export * from './schema/tournament-entries.js';
export * from './schema/tournament-rounds.js';
export * from './schema/live.js';
export * from './schema/progress.js';
export * from './schema/uploads.js';
export * from './schema/jobs.js';
export * from './schema/analysis.js';
