import { z } from 'zod';
import { DATABASE_KINDS } from '../constants.js';

/** The one error shape every API failure answers with. */
export const ApiErrorSchema = z.object({
  /** Stable machine-readable code, e.g. VALIDATION_ERROR, UNAUTHORIZED, FORBIDDEN. */
  code: z.string(),
  /** A sentence a user can read. */
  message: z.string(),
  /** Messages per request field, for 400 answers. */
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** The last page number a list query takes (a deeper page is refused, not walked). */
export const PAGE_NUMBER_MAX = 1_000_000;

/**
 * The paging of every server-paged list's query: `page` from 0, `size` from 1 to `maxSize`
 * (default `defaultSize`). Its answer is `pageOf(item)`.
 */
export const pageQuery = (maxSize: number, defaultSize: number) => ({
  page: z.coerce.number().int().min(0).max(PAGE_NUMBER_MAX).default(0),
  size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
});

/** One page of a server-paged list: its items, how many match in all, and the page asked for. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(DATABASE_KINDS),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

export const LivenessResponseSchema = z.object({ status: z.literal('ok') });
