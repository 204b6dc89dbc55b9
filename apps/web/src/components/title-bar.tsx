import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { PageTitle } from '@/components/page-title';

/** A page's title with its main action beside it (Add, Import), wrapping under it on a phone. */
export function TitleBar({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack
      direction="row"
      sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
    >
      <PageTitle title={title} />
      {children}
    </Stack>
  );
}
