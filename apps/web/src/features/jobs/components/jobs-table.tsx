import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime, type Job } from '@kingside/shared';
import { TableRegion } from '@/components/table-region';

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
  onRetry,
  retrying,
}: {
  jobs: Job[];
  onRetry: (job: Job) => void;
  /** The job whose retry is being sent. */
  retrying: number | null;
}) {
  return (
    <TableRegion label="Jobs table">
      <Table size="small" aria-label="Jobs">
        <TableHead>
          <TableRow>
            <TableCell>Job</TableCell>
            <TableCell>State</TableCell>
            <TableCell align="right">Tries</TableCell>
            <TableCell>Runs at</TableCell>
            <TableCell>Last started</TableCell>
            <TableCell>Last finished</TableCell>
            <TableCell>Error</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
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
        </TableBody>
      </Table>
    </TableRegion>
  );
}
