import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** Form fields side by side on wider screens, one under the other on phones. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
      {children}
    </Stack>
  );
}
