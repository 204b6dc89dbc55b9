import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import { PageTitle } from '@/components/page-title';

/** A narrow card holding one form page (login, sign-up, password pages, profile edit). */
export function FormCard({
  title,
  description,
  children,
  maxWidth = 480,
}: {
  title: string;
  /** The page's meta description; the site-wide one when absent. */
  description?: string;
  children: ReactNode;
  /** Card width in pixels. */
  maxWidth?: number;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, mx: 'auto', maxWidth }}>
      <PageTitle title={title} description={description} />
      {children}
    </Paper>
  );
}
