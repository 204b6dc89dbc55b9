import type { FormEventHandler, ReactNode } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { SubmitButton } from '@/components/submit-button';

/** What the form reads of its mutation (a TanStack Query `useMutation` result). */
export type MutationState = { isError: boolean; error: unknown; isPending: boolean };

/**
 * A form that sends one mutation: the failure above the fields, the submit button (spinning while
 * the mutation runs) below them. Browser validation is off: the zod schema says what is wrong.
 */
export function MutationForm({
  mutation,
  onSubmit,
  onChange,
  submitLabel,
  submitDisabled,
  children,
}: {
  mutation: MutationState;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onChange?: FormEventHandler<HTMLFormElement>;
  submitLabel: ReactNode;
  /** Keeps the button off, e.g. before the first edit of an inquiry. */
  submitDisabled?: boolean;
  /** The fields. */
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} onChange={onChange}>
      {mutation.isError && <ErrorAlert error={mutation.error} sx={{ mb: 1 }} />}
      {children}
      <SubmitButton pending={mutation.isPending} disabled={submitDisabled}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
