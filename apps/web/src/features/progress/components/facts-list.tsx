import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * Terms and their values, in order; a third item is the term's class (`report-print-only`: on
 * paper only).
 */
export type Facts = readonly (
  readonly [string, ReactNode] | readonly [string, ReactNode, string]
)[];

/** Figures as a definition list in a wrapping row: term above, value below. */
export function FactsList({
  facts,
  label,
}: {
  facts: Facts;
  /** Names the list for screen readers. */
  label?: string;
}) {
  return (
    <Stack
      component="dl"
      aria-label={label}
      direction="row"
      sx={{ gap: { xs: 2, sm: 4 }, flexWrap: 'wrap', m: 0 }}
    >
      {facts.map(([term, value, className]) => (
        <div key={term} className={className}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '1.125rem' }}>
            {value}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}
