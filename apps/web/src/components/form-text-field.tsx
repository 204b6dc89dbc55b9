import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

/** `T` is what the form holds, `Parsed` what its schema makes of it (e.g. typed dollars as cents). */
export type FormTextFieldProps<T extends FieldValues, Parsed extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  control: Control<T, unknown, Parsed>;
  name: Path<T>;
  /** Turns the typed text into the form's value (a number, null for none); the text by default. */
  parse?: (text: string) => unknown;
  /** Leaves the input without a `name`, so no form post can ever carry it (a card number). */
  unnamed?: boolean;
};

/** A MUI text field bound to react-hook-form; shows the field's validation message under it. */
export function FormTextField<T extends FieldValues, Parsed extends FieldValues = T>({
  control,
  name,
  helperText,
  parse,
  unnamed = false,
  ...props
}: FormTextFieldProps<T, Parsed>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={unnamed ? undefined : field.name}
      value={field.value ?? ''}
      onChange={parse ? (event) => field.onChange(parse(event.target.value)) : field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
      fullWidth
      margin="normal"
    />
  );
}

/**
 * A date box whose label stays above it (the box always shows its mm/dd/yyyy mask). Spread into a
 * `TextField` or `FormTextField`; `TIME_FIELD` is the same for a time of day.
 */
export const DATE_FIELD = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;
export const TIME_FIELD = { ...DATE_FIELD, type: 'time' } as const;

/** The shared field presets (labels, types, autocomplete), for MUI and plain forms alike. */
export { FIELD } from '@/components/field-presets';
