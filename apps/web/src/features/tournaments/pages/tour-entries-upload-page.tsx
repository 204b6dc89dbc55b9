import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import {
  ENTRY_MESSAGES,
  ENTRY_UPLOAD_COLUMNS,
  ENTRY_UPLOAD_MAX_BYTES,
  ENTRY_UPLOAD_MAX_ROWS,
} from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { TableRegion } from '@/components/table-region';
import { useUploadEntries, type UploadProgress } from '@/features/tournaments/api/entries';
import { TournamentAdminCard } from '@/features/tournaments/components/tournament-admin-card';
import { ApiError } from '@/lib/api-client';

/** The template's one line: §9's column names, quoted where CSV needs it. */
export const TEMPLATE_CSV = `${ENTRY_UPLOAD_COLUMNS.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')}\n`;

/** Saves the template (just the header line) made here in the browser. */
function downloadTemplate() {
  const url = URL.createObjectURL(new Blob([TEMPLATE_CSV], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'entries-template.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Sorts "line 4" before "line 12"; other keys (the file itself) first. */
function lineNumber(key: string): number {
  const match = /^line (\d+)$/i.exec(key);
  return match ? Number(match[1]) : 0;
}

/** Every bad row the server named, by line, with its reasons. */
function RowProblems({ error }: { error: ApiError }) {
  const rows = Object.entries(error.fieldErrors).sort(([a], [b]) => lineNumber(a) - lineNumber(b));
  if (rows.length === 0) return null;
  return (
    <TableRegion label="Rows with problems table">
      <Table size="small" aria-label="Rows with problems" sx={{ mt: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>Line</TableCell>
            <TableCell>Problem</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([key, messages]) => (
            <TableRow key={key}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{key}</TableCell>
              <TableCell>{messages.join(' ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}

function UploadForm({ tournamentId }: { tournamentId: number }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const upload = useUploadEntries(tournamentId, setProgress);
  const entriesPath = `/tourEntries/${tournamentId}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    upload.reset();
    if (!file) {
      setProblem(ENTRY_MESSAGES.uploadNoFile);
      return;
    }
    if (file.size > ENTRY_UPLOAD_MAX_BYTES) {
      setProblem(ENTRY_MESSAGES.uploadTooBig);
      return;
    }
    setProblem(null);
    upload.mutate(file, { onSettled: () => setProgress(null) });
  };

  return (
    <form noValidate aria-label="Upload entries" onSubmit={submit}>
      <Typography sx={{ mb: 1 }}>
        A CSV file (at most {ENTRY_UPLOAD_MAX_BYTES / 1024 / 1024} MB and {ENTRY_UPLOAD_MAX_ROWS}{' '}
        rows) whose first line names these {ENTRY_UPLOAD_COLUMNS.length} columns, in this order.
        Every row is imported, or none: a file with a bad row imports nothing and names each bad
        row.
      </Typography>
      <Box component="ol" aria-label="Columns" sx={{ columns: { sm: 2, md: 3 }, mt: 0 }}>
        {ENTRY_UPLOAD_COLUMNS.map((column) => (
          <li key={column}>{column}</li>
        ))}
      </Box>
      <Button variant="text" onClick={downloadTemplate} sx={{ mb: 2 }}>
        Download a template
      </Button>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <Button component="label" variant="outlined" disabled={upload.isPending}>
          Choose CSV file
          <input
            type="file"
            accept=".csv,text/csv"
            name="csvFile"
            aria-label="CSV file"
            hidden
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
              upload.reset();
            }}
          />
        </Button>
        <Typography>{file ? file.name : 'No file chosen'}</Typography>
        <Button type="submit" variant="contained" loading={upload.isPending}>
          Upload
        </Button>
      </Stack>
      {upload.isPending && progress && (
        <Box sx={{ mt: 2 }}>
          {progress.phase === 'sending' ? (
            <>
              <LinearProgress
                variant="determinate"
                value={progress.percent}
                aria-label="Upload progress"
              />
              <Typography variant="body2" role="status">
                Uploading… {progress.percent}%
              </Typography>
            </>
          ) : (
            <>
              <LinearProgress aria-label="Importing" />
              <Typography variant="body2" role="status">
                Importing…
              </Typography>
            </>
          )}
        </Box>
      )}
      {problem && <ErrorAlert messages={[problem]} sx={{ mt: 2 }} />}
      {upload.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {upload.error.message}
          {upload.error instanceof ApiError && <RowProblems error={upload.error} />}
        </Alert>
      )}
      {upload.isSuccess && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {upload.data.message} <RouterLink to={entriesPath}>See the entries</RouterLink>
        </Alert>
      )}
      <Box sx={{ mt: 2 }}>
        <RouterLink to={entriesPath}>Back to Entries</RouterLink>
      </Box>
    </form>
  );
}

/**
 * /tourEntriesUpload/{id} (admin, spec 2 §2, §9): a CSV of entries with §9's 17 columns, its
 * upload's progress then "Importing…", and the server's answer: how many were imported, or every
 * bad row by line and reason (nothing imported).
 */
export function TourEntriesUploadPage() {
  return (
    <TournamentAdminCard title="Upload Entries">
      {(t) => <UploadForm tournamentId={t.id} />}
    </TournamentAdminCard>
  );
}
