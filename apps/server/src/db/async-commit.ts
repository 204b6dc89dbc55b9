import { sql } from 'drizzle-orm';

/**
 * The number 0, whose evaluation makes the current transaction commit without waiting for the
 * WAL to reach the disk: PostgreSQL's per-transaction `synchronous_commit = off`, set from inside
 * the one statement (a value or a condition of it), so the write stays one round trip. For writes
 * worth no wait for the disk (rate-limit counts, a live game's moves): a crash of PostgreSQL
 * itself may lose the last fraction of a second of them, never corrupt anything; a restart of our
 * server loses nothing (docs/decisions/0042).
 */
export const ASYNC_COMMIT_ZERO = sql`(select 0 from (select set_config('synchronous_commit', 'off', true)) as c)`;
