import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/**
 * The server's messages (ApiError.fieldErrors) for each of `fields` that has any, as one line per
 * field. Fields the form does not have are left out: the alert above the form shows the main
 * message. The MUI forms (below) and the plain forms (`useSchemaForm`) both show these.
 */
export function serverFieldMessages(
  error: unknown,
  fields: readonly string[],
): Record<string, string> {
  const found: Record<string, string> = {};
  if (!(error instanceof ApiError)) return found;
  for (const field of fields) {
    const messages = error.fieldErrors[field];
    if (messages?.length) found[field] = messages.join(' ');
  }
  return found;
}

/** Puts the server's per-field messages onto the matching react-hook-form fields. */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  for (const [field, message] of Object.entries(serverFieldMessages(error, fields))) {
    setError(field as Path<T>, { type: 'server', message });
  }
}
