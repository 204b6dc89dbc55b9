import type { ComponentType, FormEventHandler, ReactNode } from 'react';
import { preloadOn } from '@/components/plain-form/use-schema-form';
import { LiveFieldset } from '@/components/live-fieldset';

/** What a form reads of its mutation (a TanStack Query `useMutation` result). */
export type MutationState = { isError: boolean; error: unknown; isPending: boolean };

/** What a form's submit button takes. */
export type SubmitButtonProps = {
  /** Shows the button busy (a spinner) while the form's request runs. */
  pending: boolean;
  /** Off until the form allows sending, e.g. before the first edit of an inquiry. */
  disabled?: boolean;
  children: ReactNode;
};

/** How a form looks: the MUI forms' (`MutationForm`) or the plain pages' (`PlainForm`). */
export type FormSkin = {
  className?: string;
  /** The failure shown above the fields. */
  Failure: ComponentType<{ error: unknown }>;
  Submit: ComponentType<SubmitButtonProps>;
};

export type FormFrameProps = {
  mutation: MutationState;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Starts loading the form's schema (`form.preload`), at the first key, tap or input. */
  preload?: () => void;
  onChange?: FormEventHandler<HTMLFormElement>;
  submitLabel: ReactNode;
  /** Keeps the button off, e.g. before the first edit of an inquiry. */
  submitDisabled?: boolean;
  /** The fields. */
  children: ReactNode;
};

/**
 * The one form that sends one mutation, in either skin (docs/decisions/0025): the failure above the
 * fields, the submit button (busy while the mutation runs) below them. Browser validation is off:
 * the shared zod schema says what is wrong. It imports no MUI, so the plain pages can use it.
 * Its controls are live once the app has taken over a page the server rendered (`LiveFieldset`);
 * `method="post"`, as every form of the open pages, so even a form sent without the app posts to
 * its page, which the server shows again without reading it: no field ever lands in an address or
 * a log (docs/decisions/0058).
 */
export function FormFrame({
  skin: { className, Failure, Submit },
  mutation,
  onSubmit,
  preload,
  onChange,
  submitLabel,
  submitDisabled,
  children,
}: FormFrameProps & { skin: FormSkin }) {
  return (
    <form
      method="post"
      noValidate
      className={className}
      onSubmit={onSubmit}
      onChange={onChange}
      {...preloadOn(preload)}
    >
      {mutation.isError && <Failure error={mutation.error} />}
      <LiveFieldset>
        {children}
        <Submit pending={mutation.isPending} disabled={submitDisabled}>
          {submitLabel}
        </Submit>
      </LiveFieldset>
    </form>
  );
}
