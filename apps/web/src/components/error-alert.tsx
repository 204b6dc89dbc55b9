import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { ApiError, getErrorMessage } from '@/lib/api-client';

/**
 * A failure in a red alert: the server's message, else the network error text. With `field`, every
 * message the server gave for that request field is listed instead when there are several (a bulk
 * add names each bad game, "Game n: …"). `messages` shows problems found in the browser, before
 * any request, the same way.
 */
export function ErrorAlert({
  error,
  messages,
  field,
  onClose,
  sx,
}: {
  error?: unknown;
  /** What the browser found wrong, one line each, instead of `error`. */
  messages?: readonly string[];
  /** The request field whose messages are listed. */
  field?: string;
  /** Shows a close button that calls this. */
  onClose?: () => void;
  sx?: SxProps<Theme>;
}) {
  const lines =
    messages ?? (field && error instanceof ApiError ? (error.fieldErrors[field] ?? []) : []);
  return (
    <Alert severity="error" onClose={onClose} sx={sx}>
      {lines.length > 1 ? (
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        (messages?.[0] ?? getErrorMessage(error))
      )}
    </Alert>
  );
}
