import Alert from '@mui/material/Alert';

/** A dismissible green message saying what an action did; nothing while `message` is null. */
export function SuccessAlert({
  message,
  onClose,
}: {
  message: string | null;
  onClose: () => void;
}) {
  if (!message) return null;
  return (
    <Alert severity="success" onClose={onClose} sx={{ mb: 1 }}>
      {message}
    </Alert>
  );
}
