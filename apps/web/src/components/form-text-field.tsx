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
 * Label and browser hints of the fields many forms share (`autoComplete` lets autofill and password
 * managers fill the right box). Spread into a field, then override what differs:
 * `<FormTextField control={control} name="phoneNumber" {...FIELD.phone} label="Phone (optional)" />`.
 */
export const FIELD = {
  username: { label: 'Username', autoComplete: 'username' },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  name: { label: 'Name', autoComplete: 'name' },
  phone: { label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  optionalPhone: { label: 'Phone number (optional)', type: 'tel', autoComplete: 'tel' },
  /** The login form's password. */
  password: { label: 'Password', type: 'password', autoComplete: 'current-password' },
  currentPassword: {
    label: 'Current password',
    type: 'password',
    autoComplete: 'current-password',
  },
  newPassword: { label: 'New password', type: 'password', autoComplete: 'new-password' },
} as const satisfies Record<string, Partial<TextFieldProps>>;
