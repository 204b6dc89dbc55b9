import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PuzzleImport } from '@kingside/shared';
import { QueryState } from '@/components/query-state';
import { SimpleTable } from '@/components/simple-table';
import { usePuzzleImport } from '@/features/puzzles/api/puzzle-imports';

const STATUS_TEXT = { running: 'Importing…', done: 'Done', failed: 'Failed' } as const;

/** Lines read, the percent of the file when known, and the counts so far. */
function Counts({ job }: { job: PuzzleImport }) {
  return (
    <Typography>
      {job.linesRead.toLocaleString('en-US')} lines read
      {job.percent !== null && ` (${job.percent}%)`}: {job.added} added, {job.updated} updated,{' '}
      {job.unchanged} unchanged, {job.skipped} skipped
    </Typography>
  );
}

/** One import as it runs (polled every second) and when done: progress, counts, bad rows. */
export function ImportProgress({ id }: { id: number }) {
  const query = usePuzzleImport(id);
  return (
    <QueryState query={query} label="Loading the import">
      {(job) => (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {job.fileName}: {STATUS_TEXT[job.status]}
          </Typography>
          <Box sx={{ mb: 1 }}>
            <LinearProgress
              variant={job.percent === null ? 'indeterminate' : 'determinate'}
              value={job.percent ?? 0}
              aria-label={`Progress of ${job.fileName}`}
            />
          </Box>
          <Counts job={job} />
          {job.message && <Typography color="error">{job.message}</Typography>}
          {job.errors.length > 0 && (
            <>
              <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
                Skipped rows
                {job.skipped > job.errors.length &&
                  ` (the first ${job.errors.length} of ${job.skipped})`}
              </Typography>
              <SimpleTable
                label="Skipped rows"
                columns={['Line', 'Reason']}
                empty="No rows were skipped."
              >
                {job.errors.map((e) => (
                  <TableRow key={e.line}>
                    <TableCell>{e.line}</TableCell>
                    <TableCell>{e.reason}</TableCell>
                  </TableRow>
                ))}
              </SimpleTable>
            </>
          )}
        </Paper>
      )}
    </QueryState>
  );
}
