import type { ReactNode } from 'react';
import TableContainer from '@mui/material/TableContainer';

/**
 * A table's scrolling box that keyboard users can reach and scroll (WCAG: scrollable regions are
 * focusable), named for screen readers. Wrap any MUI Table that may be wider than a phone.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Positioned, so what a cell positions (a visually hidden text) scrolls inside the region
    // rather than widening the page past a phone's screen.
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ position: 'relative' }}>
      {children}
    </TableContainer>
  );
}
