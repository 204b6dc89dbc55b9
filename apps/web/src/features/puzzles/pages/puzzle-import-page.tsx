import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
import { useUploadPuzzles } from '@/features/puzzles/api/puzzle-imports';
import { ImportProgress } from '@/features/puzzles/components/import-progress';
import { ImportsTable } from '@/features/puzzles/components/imports-table';

/**
 * /admin/puzzles (issue 14): uploads a Lichess puzzle CSV, follows the import the server runs in
 * the background (progress, counts, skipped rows by line), and lists the earlier imports.
 */
export function PuzzleImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const upload = useUploadPuzzles();
  return (
    <>
      <PageTitle title="Puzzle Import" />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Upload puzzles
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          A CSV in the Lichess puzzle format (PuzzleId,FEN,Moves,Rating,…). Puzzles already here are
          updated by id; bad rows are skipped and listed by line.
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <input
            type="file"
            accept=".csv,text/csv"
            aria-label="Puzzle CSV file"
            style={{ maxWidth: '100%' }}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <Button
            variant="contained"
            disabled={!file}
            loading={upload.isPending}
            onClick={() =>
              file && upload.mutate(file, { onSuccess: (started) => setShown(started.id) })
            }
          >
            Upload
          </Button>
        </Stack>
        {upload.isError && <ErrorAlert error={upload.error} sx={{ mt: 2 }} />}
      </Paper>
      {shown !== null && <ImportProgress id={shown} />}
      <Typography variant="h6" component="h2" gutterBottom>
        Imports
      </Typography>
      <ImportsTable onShow={setShown} />
    </>
  );
}
