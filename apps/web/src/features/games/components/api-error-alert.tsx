import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { ApiError, getErrorMessage } from '@/lib/api-client';

/**
 * A failure in a red alert with every message the server gave for `field` (a bulk add names
 * each bad game, "Game n: …"), or just its main message.
 */
export function ApiErrorAlert({
  error,
  field,
  sx,
}: {
  error: unknown;
  /** The request field whose messages are listed. */
  field: string;
  sx?: SxProps<Theme>;
}) {
  const lines = error instanceof ApiError ? (error.fieldErrors[field] ?? []) : [];
  return (
    <Alert severity="error" sx={sx}>
      {lines.length > 1 ? (
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        getErrorMessage(error)
      )}
    </Alert>
  );
}
