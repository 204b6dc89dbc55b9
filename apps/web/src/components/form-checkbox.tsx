import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

/** A MUI checkbox with its label, bound to a boolean field of a react-hook-form form. */
export function FormCheckbox<T extends FieldValues, Parsed extends FieldValues = T>({
  control,
  name,
  label,
}: {
  control: Control<T, unknown, Parsed>;
  name: Path<T>;
  label: string;
}) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          checked={!!field.value}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
