// Types for bench/uploads.mjs, which the server's tests use too (uploads-real-process.test.ts).
import type * as shared from '@kingside/shared';

/** The largest PGN upload the caps allow. */
export function largestPgnUpload(caps: typeof shared): string;
/** The largest tournament entries CSV the caps allow. */
export function largestEntriesCsv(caps: typeof shared): string;
