import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { AFTERSCHOOL_PAYMENT_METHODS } from '@kingside/shared';

const LABELS = {
  paypal: 'PayPal',
  zelle: 'Zelle',
} as const satisfies Record<(typeof AFTERSCHOOL_PAYMENT_METHODS)[number], string>;

/** The after-school payment choice (PayPal or Zelle) as radio buttons bound to the form. */
export function PaymentMethodField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: Path<T>;
}) {
  const { field, fieldState } = useController({ control, name });
  const labelId = useId();
  const helperId = useId();
  return (
    <FormControl error={!!fieldState.error} required margin="normal">
      <FormLabel id={labelId}>Payment method</FormLabel>
      <RadioGroup
        row
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        aria-labelledby={labelId}
        aria-describedby={fieldState.error ? helperId : undefined}
      >
        {AFTERSCHOOL_PAYMENT_METHODS.map((method, index) => (
          <FormControlLabel
            key={method}
            value={method}
            control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
            label={LABELS[method]}
          />
        ))}
      </RadioGroup>
      {fieldState.error && (
        <FormHelperText id={helperId}>{fieldState.error.message}</FormHelperText>
      )}
    </FormControl>
  );
}
