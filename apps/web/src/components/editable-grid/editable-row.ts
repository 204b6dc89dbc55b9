/** The row type every editable grid shares (its own file, so the grid's parts need not import the grid). */

/** Every editable row has a numeric server id; unsaved new rows get negative ones. */
export type EditableRow = { id: number };
