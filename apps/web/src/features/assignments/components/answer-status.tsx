import Alert from '@mui/material/Alert';
import { ASSIGNMENT_MESSAGES, type AnswerResult } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';

/**
 * What became of the last answer (spec 2 §4): amber while the server checks it, then the result
 * word, green for "correct" and red for anything else; a refused answer shows the server's message.
 */
export function AnswerStatus({
  pending,
  result,
  error,
}: {
  pending: boolean;
  result: AnswerResult | undefined;
  error: unknown;
}) {
  if (pending) {
    return (
      <Alert severity="warning" sx={{ my: 1 }}>
        {ASSIGNMENT_MESSAGES.submitting}
      </Alert>
    );
  }
  if (error) return <ErrorAlert error={error} sx={{ my: 1 }} />;
  if (!result) return null;
  return (
    <Alert
      severity={result.result === ASSIGNMENT_MESSAGES.correct ? 'success' : 'error'}
      sx={{ my: 1 }}
    >
      {result.result}
    </Alert>
  );
}
