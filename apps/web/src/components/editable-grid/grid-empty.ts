import { GridOverlay } from '@mui/x-data-grid';

/** What a grid says when its filter hides every row it holds. */
export const NO_MATCHING_ROWS = 'No rows match the filter. Change or clear the filter to see them.';

/**
 * The DataGrid props that make a grid with no rows say `empty` (what the list holds and what to
 * do) and one whose filter hides every row say NO_MATCHING_ROWS, in place of MUI's "No rows".
 * Plain text, as MUI's own overlays are: a grid may hold only rows and row groups, and axe's
 * aria-required-children refuses a status or live region inside one. Every DataGrid of the app
 * spreads these.
 */
export function emptyGridProps(empty: string) {
  return {
    slots: { noRowsOverlay: GridOverlay, noResultsOverlay: GridOverlay },
    slotProps: {
      noRowsOverlay: { children: empty },
      noResultsOverlay: { children: NO_MATCHING_ROWS },
    },
  };
}
