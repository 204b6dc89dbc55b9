import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatDateTime,
  PROGRESS_MESSAGES,
  REPORT_COMMENT_MAX_LENGTH,
  type ReportCard,
} from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import type { Period } from '@/features/progress/api/progress-keys';
import { useSaveReportComment } from '@/features/progress/api/report-card';
import { Empty, ReportSection } from '@/features/progress/components/report-sections';
import { serverFieldMessages } from '@/lib/form-errors';

/**
 * The coach's comment on the period: a field and Save for the student's coaches and admins,
 * the saved text for everyone else. The field prints as plain text.
 */
export function CommentSection({
  report,
  username,
  queryPeriod,
  timeZone,
}: {
  report: ReportCard;
  username: string;
  /** The period the report card was asked for (its cache entry gets the saved comment). */
  queryPeriod: Period;
  timeZone?: string;
}) {
  const saved = report.comment;
  const [draft, setDraft] = useState(saved?.comment ?? '');
  const save = useSaveReportComment(username, queryPeriod);
  const fieldError = serverFieldMessages(save.error, ['comment']).comment;
  const byline = saved && (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {saved.author ? `${saved.author}, ` : ''}
      {formatDateTime(saved.updatedAt, { timeZone })}
    </Typography>
  );

  if (!report.canComment) {
    return (
      <ReportSection id="comment" title="Coach's comment">
        {saved?.comment ? (
          <>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{saved.comment}</Typography>
            {byline}
          </>
        ) : (
          <Empty>No comment for this period.</Empty>
        )}
      </ReportSection>
    );
  }
  return (
    <ReportSection id="comment" title="Coach's comment">
      <Box
        component="form"
        noValidate
        aria-label="Coach's comment"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ from: report.period.from, to: report.period.to, comment: draft });
        }}
      >
        {save.isSuccess && (
          <Alert severity="success" sx={{ mb: 1 }} data-no-print>
            {PROGRESS_MESSAGES.commentSaved}
          </Alert>
        )}
        {save.isError && !fieldError && <ErrorAlert error={save.error} sx={{ mb: 1 }} />}
        <TextField
          label="Comment"
          multiline
          minRows={3}
          fullWidth
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (!save.isPending) save.reset();
          }}
          error={Boolean(fieldError)}
          helperText={fieldError ?? `${draft.length} of ${REPORT_COMMENT_MAX_LENGTH} characters`}
          slotProps={{ htmlInput: { maxLength: REPORT_COMMENT_MAX_LENGTH } }}
          data-no-print
        />
        <Typography className="report-print-only" sx={{ whiteSpace: 'pre-wrap' }}>
          {draft || 'No comment for this period.'}
        </Typography>
        {byline}
        <Button type="submit" variant="contained" loading={save.isPending} sx={{ mt: 1 }}>
          Save
        </Button>
      </Box>
    </ReportSection>
  );
}
