import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { BoundField } from '@/components/plain-form/use-schema-form';

/**
 * The fields of the plain forms (docs/decisions/0025): native inputs styled by app.css to match
 * the MUI forms (outlined box, label above, red message under it), so a visitor's first page
 * needs no MUI. Each one takes the props `form.field(name)` gives, plus its label.
 */

type Common = {
  label: ReactNode;
  /** Shown under the field while it has no error. */
  helperText?: ReactNode;
  /** Adds the asterisk and `aria-required`; the schema decides what is really required. */
  required?: boolean;
  disabled?: boolean;
};

/**
 * The message or helper text under a field, the ids that tie it to the input, and the input's
 * ARIA state (`aria`: invalid, described by the message, required).
 */
function useFieldIds(error: string | undefined, helperText: ReactNode, required?: boolean) {
  const id = useId();
  const helpId = `${id}-help`;
  const hasHelp = !!error || helperText !== undefined;
  const describedBy = hasHelp ? helpId : undefined;
  return {
    id,
    describedBy,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      'aria-required': required || undefined,
    },
    help: hasHelp ? (
      <p id={helpId} className={error ? 'field-help field-error' : 'field-help'}>
        {error ?? helperText}
      </p>
    ) : null,
  };
}

function Label({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: ReactNode;
  required?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="field-label">
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );
}

type TextProps = BoundField &
  Common &
  Pick<
    InputHTMLAttributes<HTMLInputElement>,
    | 'type'
    | 'autoComplete'
    | 'autoFocus'
    | 'inputMode'
    | 'placeholder'
    | 'maxLength'
    | 'min'
    | 'max'
    | 'readOnly'
  > & {
    /** A textarea of this many rows instead of one line. */
    rows?: number;
    /** Leaves the input without a `name`, so no form post can ever carry it (a card number). */
    unnamed?: boolean;
  };

/** A labelled text box (or textarea with `rows`). */
export function TextField({
  name,
  value,
  error,
  onChange,
  label,
  helperText,
  required,
  rows,
  unnamed,
  ...input
}: TextProps) {
  const { id, aria, help } = useFieldIds(error, helperText, required);
  const shared = {
    id,
    name: unnamed ? undefined : name,
    'data-field': unnamed ? name : undefined,
    value,
    onChange,
    className: 'text-input',
    ...aria,
  };
  return (
    <div className="field">
      <Label htmlFor={id} label={label} required={required} />
      {rows ? (
        <textarea {...shared} rows={rows} disabled={input.disabled} maxLength={input.maxLength} />
      ) : (
        <input {...shared} {...input} />
      )}
      {help}
    </div>
  );
}

/** A native select (phones open their own picker) of `options`, after an optional empty choice. */
export function SelectField({
  error,
  label,
  helperText,
  required,
  options,
  empty,
  ...input
}: BoundField &
  Common & {
    options: readonly (string | { value: string; label: string })[];
    /** The label of the empty first choice, e.g. "Choose…". */
    empty?: string;
  }) {
  const { id, aria, help } = useFieldIds(error, helperText, required);
  return (
    <div className="field">
      <Label htmlFor={id} label={label} required={required} />
      <select id={id} {...input} className="text-input select-input" {...aria}>
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((option) => {
          const { value: optionValue, label: optionLabel } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          );
        })}
      </select>
      {help}
    </div>
  );
}

/** Radio buttons in a fieldset whose legend is the label. */
export function RadioGroupField({
  error,
  label,
  helperText,
  required,
  options,
  row = false,
  ...input
}: BoundField &
  Common & {
    /** An option `disabled` cannot be chosen now (the helper text may say why). */
    options: readonly { value: string; label: ReactNode; disabled?: boolean }[];
    /** Side by side instead of one under the other. */
    row?: boolean;
  }) {
  const { id, aria, help } = useFieldIds(error, helperText, required);
  return (
    <fieldset
      // A radiogroup may say it is required or invalid; a plain fieldset (group) may not.
      role="radiogroup"
      className="field radio-group"
      {...aria}
    >
      <legend className="field-label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <div className={row ? 'radio-options radio-options-row' : 'radio-options'}>
        {options.map((option) => (
          <label key={option.value} className="check-label" htmlFor={`${id}-${option.value}`}>
            <input
              id={`${id}-${option.value}`}
              type="radio"
              className="check-input"
              name={input.name}
              value={option.value}
              checked={input.value === option.value}
              disabled={input.disabled || option.disabled}
              onChange={input.onChange}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {help}
    </fieldset>
  );
}

/** Fields side by side on wider screens, one under the other on phones. */
export function PlainFieldRow({ children }: { children: ReactNode }) {
  return <div className="field-row">{children}</div>;
}
