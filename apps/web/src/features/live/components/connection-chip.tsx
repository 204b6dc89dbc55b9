import Chip from '@mui/material/Chip';

/** The connected flag: set on connect, cleared on disconnect. */
export function ConnectionChip({ connected }: { connected: boolean }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={connected ? 'success' : 'default'}
      label={connected ? 'Connected' : 'Disconnected'}
    />
  );
}
