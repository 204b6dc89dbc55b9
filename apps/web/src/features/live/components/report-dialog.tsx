import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { CHAT_REPORT_REASON_MAX, type ChatMessage } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { useReportMessage } from '@/features/live/api/live-api';

/** Reports a received message to the admins, with an optional reason; `onReported` gets the answer. */
export function ReportDialog({
  message,
  onClose,
  onReported,
}: {
  /** The message to report; null when the dialog is closed. */
  message: ChatMessage | null;
  onClose: () => void;
  onReported: (answer: string) => void;
}) {
  const [reason, setReason] = useState('');
  const report = useReportMessage();
  const close = () => {
    setReason('');
    report.reset();
    onClose();
  };
  const submit = () => {
    if (!message) return;
    report.mutate(
      { id: message.id, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          close();
          onReported(answer.message);
        },
      },
    );
  };
  return (
    <Dialog open={message !== null} onClose={report.isPending ? undefined : close} fullWidth>
      <DialogTitle>Report message</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{message?.text}</DialogContentText>
        {report.isError && <ErrorAlert error={report.error} sx={{ mb: 2 }} />}
        <TextField
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          helperText="Optional"
          slotProps={{ htmlInput: { maxLength: CHAT_REPORT_REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={report.isPending}>
          Cancel
        </Button>
        <Button variant="contained" color="error" loading={report.isPending} onClick={submit}>
          Report
        </Button>
      </DialogActions>
    </Dialog>
  );
}
