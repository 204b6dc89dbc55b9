import { describe, expect, it } from 'vitest';
import { emptyGridProps, NO_MATCHING_ROWS } from '@/components/editable-grid/grid-empty';

const NO_STUDIES = 'No studies yet. Make one from a PGN file with Import PGN.';

// A grid with no rows showing its sentence is rendered in editable-grid.test.tsx (desktop and
// phone); here, that a filter hiding every row has a sentence of its own.
describe('emptyGridProps', () => {
  it("gives a grid's two empty overlays their sentences instead of MUI's", () => {
    const props = emptyGridProps(NO_STUDIES);
    expect(props.slotProps.noRowsOverlay.children).toBe(NO_STUDIES);
    expect(props.slotProps.noResultsOverlay.children).toBe(NO_MATCHING_ROWS);
    expect(props.slots.noRowsOverlay).toBe(props.slots.noResultsOverlay);
  });
});
