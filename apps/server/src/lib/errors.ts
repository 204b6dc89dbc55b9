import { MESSAGES } from '@kingside/shared';

/** An error with an HTTP status and a stable code; the error handler turns it into { code, message, fieldErrors? }. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError(400, code, message, fieldErrors);
export const unauthorized = (message: string = MESSAGES.notAuthenticated) =>
  new AppError(401, 'UNAUTHORIZED', message);
/** 403: the default message says only that access is restricted; a rule may say why. */
export const forbidden = (message: string = MESSAGES.accessRestricted, code = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message: string = MESSAGES.notFound) =>
  new AppError(404, 'NOT_FOUND', message);
export const conflict = (code: string, message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError(409, code, message, fieldErrors);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', MESSAGES.tooManyAttempts, undefined, {
    'retry-after': String(retryAfterSeconds),
  });

/** Whether a database error is a unique-index violation (PostgreSQL 23505), as raised or as wrapped by Drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
