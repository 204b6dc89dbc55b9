import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BOARD_THEMES, type BoardTheme } from '@kingside/shared';
import { useBoardTheme, useSaveBoardTheme } from '@/features/profile/api/board-theme';
import { ErrorAlert } from '@/components/error-alert';

/** Chooses the chessboard colours; the choice is saved at once. */
export function BoardThemeSelect() {
  const boardTheme = useBoardTheme();
  const save = useSaveBoardTheme();
  return (
    <Stack spacing={1} sx={{ maxWidth: 320 }}>
      <TextField
        select
        label="Board theme"
        value={save.isPending ? save.variables.boardTheme : boardTheme}
        onChange={(event) => save.mutate({ boardTheme: event.target.value as BoardTheme })}
        size="small"
      >
        {BOARD_THEMES.map((theme) => (
          <MenuItem key={theme} value={theme}>
            {theme}
          </MenuItem>
        ))}
      </TextField>
      {save.isSuccess && (
        <Typography variant="body2" color="success.main" role="status">
          Board theme saved.
        </Typography>
      )}
      {save.isError && <ErrorAlert error={save.error} />}
    </Stack>
  );
}
