import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** The full-width submit button every form ends with; shows a spinner while `pending`. */
export function SubmitButton({
  pending,
  disabled = false,
  children,
}: {
  pending: boolean;
  /** Off until the form allows sending, e.g. before the first edit of an inquiry. */
  disabled?: boolean;
  children: ReactNode;
}) {
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
