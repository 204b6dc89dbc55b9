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

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(DATABASE_KINDS),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
