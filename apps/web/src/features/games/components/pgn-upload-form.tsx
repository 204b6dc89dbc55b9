import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { splitPgnGames } from '@kingside/chess';
import { PGN_UPLOAD_MAX_LENGTH } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { SubmitButton } from '@/components/submit-button';
import { useAddGamesPgn } from '@/features/games/api/add-games-pgn';

/** Where an upload is: reading the file (percent read), or sending and saving its games. */
type Step = { kind: 'reading'; percent: number } | { kind: 'saving'; games: number; size: number };

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** Reads a text file, reporting the share read so far (0 to 100). */
function readText(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

/**
 * A PGN file whose every game becomes a Training game in the chosen directory. The server adds
 * all of them or, when one is bad, none and names it; progress shows while a large file is read
 * and saved.
 */
export function PgnUploadForm() {
  const add = useAddGamesPgn();
  const [file, setFile] = useState<File | null>(null);
  const [dirPath, setDirPath] = useState('/');
  const [step, setStep] = useState<Step | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    add.reset();
    setProblem(null);
    if (!file) return setProblem('Please choose a PGN file.');
    if (file.size > PGN_UPLOAD_MAX_LENGTH)
      return setProblem('The PGN is too large (5 MB at most).');
    setStep({ kind: 'reading', percent: 0 });
    let pgn: string;
    try {
      pgn = await readText(file, (percent) => setStep({ kind: 'reading', percent }));
    } catch (error) {
      setStep(null);
      return setProblem(error instanceof Error ? error.message : String(error));
    }
    setStep({ kind: 'saving', games: splitPgnGames(pgn).length, size: file.size });
    add.mutate({ dirPath, pgn }, { onSettled: () => setStep(null) });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      {add.isSuccess && (
        <Alert severity="success" sx={{ mb: 1 }}>
          {`${add.data.message}: ${add.data.ids.length} games`}
        </Alert>
      )}
      {add.isError && <ErrorAlert error={add.error} field="pgn" sx={{ mb: 1 }} />}
      {problem && <ErrorAlert messages={[problem]} sx={{ mb: 1 }} />}
      <TextField
        label="Directory"
        value={dirPath}
        onChange={(event) => setDirPath(event.target.value)}
        helperText="The games go here, e.g. /Classics."
        fullWidth
        margin="normal"
      />
      <TextField
        label="PGN file"
        type="file"
        onChange={(event) => {
          const input = event.target as HTMLInputElement;
          setFile(input.files?.[0] ?? null);
        }}
        slotProps={{
          htmlInput: { accept: '.pgn,application/x-chess-pgn,text/plain' },
          inputLabel: { shrink: true },
        }}
        fullWidth
        margin="normal"
      />
      {step && (
        <Box role="status" sx={{ mt: 1 }}>
          <Typography variant="body2">
            {step.kind === 'reading'
              ? `Step 1 of 2: reading the file (${step.percent}%)`
              : `Step 2 of 2: uploading and saving ${step.games} games (${megabytes(step.size)})…`}
          </Typography>
          <LinearProgress
            variant={step.kind === 'reading' ? 'determinate' : 'indeterminate'}
            value={step.kind === 'reading' ? step.percent : undefined}
            aria-label="Upload progress"
          />
        </Box>
      )}
      <SubmitButton pending={step !== null}>Upload</SubmitButton>
    </form>
  );
}
