import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** The full-width submit button every form ends with; shows a spinner while `pending`. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="contained" fullWidth loading={pending} sx={{ mt: 2 }}>
      {children}
    </Button>
  );
}
