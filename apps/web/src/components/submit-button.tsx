import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import type { SubmitButtonProps } from '@/components/form-frame';

/** The full-width submit button every form ends with; shows a spinner while `pending`. */
export function SubmitButton({ pending, disabled = false, children }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      fullWidth
      loading={pending}
      disabled={disabled}
      sx={{ mt: 2 }}
    >
      {children}
    </Button>
  );
}

/**
 * The end of an admin add or edit form: its submit button (spinning while `pending`) and, beside
 * it, the way back to the list.
 */
export function SubmitAndBack({
  pending,
  submitLabel = 'Save',
  backTo,
  backLabel,
}: {
  pending: boolean;
  submitLabel?: string;
  backTo: string;
  /** The back link's text, e.g. "Back to Users". */
  backLabel: string;
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
      <Button type="submit" variant="contained" loading={pending}>
        {submitLabel}
      </Button>
      <Button component={RouterLink} to={backTo}>
        {backLabel}
      </Button>
    </Stack>
  );
}
