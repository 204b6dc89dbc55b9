import type { z } from 'zod';
import { ApiError, getErrorMessage } from '@/lib/api-client';

/** Names a row field as its column header does ("configName" → "Config Name"). */
export type FieldLabel = (field: string) => string;

/** A save the browser refused before posting; `lines` are shown one per line. */
export class RowValidationError extends Error {
  override readonly name = 'RowValidationError';

  constructor(readonly lines: string[]) {
    super(lines.join(' '));
  }
}

const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'number' && Number.isNaN(value));

/** "<Header> is required" for each required field the row leaves blank. */
export function missingRequired(
  row: Record<string, unknown>,
  required: readonly string[],
  label: FieldLabel,
): string[] {
  return required
    .filter((field) => isBlank(row[field]))
    .map((field) => `${label(field)} is required`);
}

/** "<Header>: message" for each problem the save schema found. */
export function schemaIssues(error: z.ZodError, label: FieldLabel): string[] {
  return error.issues.map((issue) => {
    const field = issue.path[0];
    return typeof field === 'string' ? `${label(field)}: ${issue.message}` : issue.message;
  });
}

/**
 * The lines of the red alert for a failed save: the browser's own checks, or the server's
 * message followed by its per-field messages.
 */
export function describeSaveError(error: unknown, label: FieldLabel): string[] {
  if (error instanceof RowValidationError) return error.lines;
  if (error instanceof ApiError) {
    const fieldLines = Object.entries(error.fieldErrors).map(
      ([field, messages]) => `${label(field)}: ${messages.join(' ')}`,
    );
    // A conflict names its field with the same sentence: say it once, with the field.
    const repeated = Object.values(error.fieldErrors).some((messages) =>
      messages.includes(error.message),
    );
    return repeated ? fieldLines : [error.message, ...fieldLines];
  }
  return [getErrorMessage(error)];
}
