import type { FormEventHandler, ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';
import type { MutationState } from '@/components/mutation-form';
import { ErrorNotice } from '@/components/notice';

/** The full-width submit button a plain form ends with; says it is busy while `pending`. */
export function PlainSubmitButton({
  pending,
  disabled = false,
  children,
}: {
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className="button button-primary button-block"
      disabled={disabled || pending}
      aria-busy={pending || undefined}
    >
      {pending && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

/**
 * A plain form that sends one mutation (docs/decisions/0025): the failure above the fields, the
 * submit button below them. Browser validation is off: the shared schema says what is wrong.
 */
export function PlainForm({
  mutation,
  onSubmit,
  preload,
  onChange,
  submitLabel,
  submitDisabled,
  children,
}: {
  mutation: MutationState;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Starts loading the form's schema (`form.preload`), at the first key, tap or input. */
  preload?: () => void;
  onChange?: FormEventHandler<HTMLFormElement>;
  submitLabel: ReactNode;
  submitDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      className="plain-form"
      onSubmit={onSubmit}
      onChange={onChange}
      onInput={preload}
      onKeyDown={preload}
      onPointerDown={preload}
    >
      {mutation.isError && <ErrorNotice error={mutation.error} />}
      {children}
      <PlainSubmitButton pending={mutation.isPending} disabled={submitDisabled}>
        {submitLabel}
      </PlainSubmitButton>
    </form>
  );
}

/** A narrow card holding one form page, in plain HTML (login, sign-up, password pages, inquiry). */
export function PlainFormCard({
  title,
  description,
  children,
  wide = false,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  /** 720 px instead of 480 (the longer registration forms). */
  wide?: boolean;
}) {
  return (
    <section className={wide ? 'form-card form-card-wide' : 'form-card'}>
      <PageTitle title={title} description={description} />
      {children}
    </section>
  );
}
