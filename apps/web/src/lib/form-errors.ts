import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/**
 * Puts the server's per-field messages (ApiError.fieldErrors) onto the matching form fields.
 * Fields the form does not have are ignored; the alert above the form shows the main message.
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!(error instanceof ApiError)) return;
  for (const field of fields) {
    const messages = error.fieldErrors[field];
    if (messages?.length) setError(field, { type: 'server', message: messages.join(' ') });
  }
}
