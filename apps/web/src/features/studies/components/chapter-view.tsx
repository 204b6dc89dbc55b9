import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PgnViewer } from '@/chess/viewer/pgn-viewer';
import { QueryState } from '@/components/query-state';
import { useChapter } from '@/features/studies/api/get-chapter';

/** One chapter: its name, its PGN, and a board stepping through its moves and variations. */
export function ChapterView({ studyId, chapterId }: { studyId: number; chapterId: number }) {
  const chapter = useChapter(studyId, chapterId);
  return (
    <QueryState query={chapter} label="Loading the chapter">
      {({ name, pgn }) => (
        <Box component="section" aria-labelledby="chapter-name" sx={{ mt: 3 }}>
          <Typography id="chapter-name" variant="h5" component="h2" sx={{ mb: 2 }}>
            {name}
          </Typography>
          <PgnViewer key={chapterId} pgn={pgn} ariaLabel={`Board of ${name}`} />
          <TextField
            label="PGN"
            value={pgn}
            multiline
            minRows={3}
            maxRows={12}
            fullWidth
            margin="normal"
            slotProps={{ input: { readOnly: true }, htmlInput: { spellCheck: false } }}
          />
        </Box>
      )}
    </QueryState>
  );
}
