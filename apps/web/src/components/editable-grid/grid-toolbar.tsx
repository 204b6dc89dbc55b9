import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { Link as RouterLink } from 'react-router';

/** The editable grid's toolbar: Add, Export CSV, then the page's own tools (a search box). */
export function EditableGridToolbar({
  label,
  add,
  onAdd,
  onExport,
  exporting,
  children,
}: {
  /** What the grid holds; names the toolbar "{label} actions". */
  label: string;
  /** `row` calls `onAdd`; a link opens a page of its own. */
  add: 'row' | { to: string; label: string };
  onAdd: () => void;
  /** Null when the toolbar has no Export. */
  onExport: (() => void) | null;
  /** True while an export runs on the server: Export shows a spinner. */
  exporting: boolean;
  children?: ReactNode;
}) {
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={`${label} actions`}
      sx={{ gap: 1, mb: 1, flexWrap: 'wrap' }}
    >
      {add === 'row' ? (
        <Button startIcon={<AddIcon />} variant="contained" onClick={onAdd}>
          Add
        </Button>
      ) : (
        <Button startIcon={<AddIcon />} variant="contained" component={RouterLink} to={add.to}>
          {add.label}
        </Button>
      )}
      {onExport && (
        <Button
          startIcon={<DownloadIcon />}
          variant="outlined"
          onClick={onExport}
          loading={exporting}
        >
          Export CSV
        </Button>
      )}
      {children}
    </Stack>
  );
}
