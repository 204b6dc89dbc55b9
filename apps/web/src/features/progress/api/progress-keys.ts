import { queryKeys } from '@/lib/query-keys';

/**
 * The query key of every progress call (the corner, report cards, class views, a parent's
 * children): a saved comment refetches all of them.
 */
export const PROGRESS_KEY = queryKeys.progress;

/** A student's period: club-local days, both inclusive. */
export type Period = { from: string; to: string };

/** A username as one path segment. */
export const segment = (username: string) => encodeURIComponent(username);
