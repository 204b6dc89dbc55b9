import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime, type Job } from '@kingside/shared';
import { SimpleTable } from '@/components/simple-table';

const COLUMNS = [
  'Job',
  'State',
  { label: 'Tries', align: 'right' },
  'Runs at',
  'Last started',
  'Last finished',
  'Error',
  '',
] as const;

const STATE_COLOR = {
  queued: 'default',
  running: 'warning',
  done: 'success',
  failed: 'error',
} as const;

const when = (instant: string | null) =>
  instant ? <time dateTime={instant}>{formatDateTime(instant)}</time> : '—';

/** The jobs of one page: what each does, its state and tries, its times and its last error. */
export function JobsTable({
  jobs,
  empty,
  onRetry,
  retrying,
}: {
  jobs: Job[];
  /** What the table says with no jobs (the tab's sentence). */
  empty: string;
  onRetry: (job: Job) => void;
  /** The job whose retry is being sent. */
  retrying: number | null;
}) {
  return (
    <SimpleTable label="Jobs" columns={COLUMNS} empty={empty}>
      {jobs.map((job) => (
        <TableRow key={job.id}>
          <TableCell>
            <Typography variant="body2">{job.label}</Typography>
            <Typography variant="caption" color="text.secondary">
              {job.kind}
              {job.recurring ? ' · recurring' : ''}
              {job.key ? ` · ${job.key}` : ''}
            </Typography>
          </TableCell>
          <TableCell>
            <Chip label={job.state} color={STATE_COLOR[job.state]} size="small" />
          </TableCell>
          <TableCell align="right">
            {job.attempts} of {job.maxAttempts}
          </TableCell>
          <TableCell>{when(job.runAt)}</TableCell>
          <TableCell>{when(job.startedAt)}</TableCell>
          <TableCell>{when(job.finishedAt)}</TableCell>
          <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
            {job.lastError ?? ''}
          </TableCell>
          <TableCell>
            {job.state === 'failed' && (
              <Button
                size="small"
                variant="outlined"
                loading={retrying === job.id}
                onClick={() => onRetry(job)}
                aria-label={`Retry job ${job.id}`}
              >
                Retry
              </Button>
            )}
          </TableCell>
        </TableRow>
      ))}
    </SimpleTable>
  );
}
