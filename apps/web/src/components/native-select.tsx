import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '@/components/form-text-field';

/**
 * Props that make a MUI TextField a native select (phones open their own picker), its label
 * always above the box: `<TextField {...NATIVE_SELECT} label="Slot">…options</TextField>`.
 */
export const NATIVE_SELECT = {
  select: true,
  slotProps: { select: { native: true }, inputLabel: { shrink: true } },
} as const;

/** A native select's choices, each value its own label, after an optional empty first choice. */
export function SelectOptions({
  values,
  empty,
}: {
  values: readonly string[];
  /** The label of the empty choice, e.g. "Choose…". */
  empty?: string;
}) {
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {values.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </>
  );
}

/** A form's native select of `values`, bound like FormTextField. */
export function FormSelectField<T extends FieldValues, Parsed extends FieldValues = T>({
  values,
  empty,
  ...props
}: FormTextFieldProps<T, Parsed> & { values: readonly string[]; empty?: string }) {
  return (
    <FormTextField {...props} {...NATIVE_SELECT}>
      <SelectOptions values={values} empty={empty} />
    </FormTextField>
  );
}
