import type { FormEventHandler, ReactNode, Ref } from 'react';
import { FormFrame, type FormFrameProps, type SubmitButtonProps } from '@/components/form-frame';
import { PageTitle } from '@/components/page-title';
import { LiveFieldset } from '@/components/live-fieldset';
import { ErrorNotice } from '@/components/notice';
import { preloadOn } from '@/components/plain-form/use-schema-form';

/** The full-width submit button a plain form ends with; says it is busy while `pending`. */
export function PlainSubmitButton({ pending, disabled = false, children }: SubmitButtonProps) {
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

const PLAIN_SKIN = { className: 'plain-form', Failure: ErrorNotice, Submit: PlainSubmitButton };

/**
 * A plain form that sends one mutation (docs/decisions/0025): the `FormFrame` in plain HTML, the
 * failure above the fields, the submit button below them.
 */
export function PlainForm(props: FormFrameProps) {
  return <FormFrame skin={PLAIN_SKIN} {...props} />;
}

/**
 * A plain form that is not one mutation's `PlainForm` (the card form, fields a pay step checks):
 * browser validation off, its schema loading at the first key, tap or input (`preload`). Without
 * `onSubmit`, Enter in a field sends nothing.
 */
export function PlainFormElement({
  ref,
  label,
  preload,
  onSubmit = (event) => event.preventDefault(),
  children,
}: {
  ref?: Ref<HTMLFormElement>;
  /** The form's accessible name. */
  label?: string;
  preload?: () => void;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form
      ref={ref}
      method="post"
      noValidate
      className="plain-form"
      aria-label={label}
      onSubmit={onSubmit}
      {...preloadOn(preload)}
    >
      <LiveFieldset>{children}</LiveFieldset>
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
