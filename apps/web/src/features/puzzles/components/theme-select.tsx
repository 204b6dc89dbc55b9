import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { NATIVE_SELECT } from '@/components/native-select';
import { useThemeOptions } from '@/features/puzzles/api/puzzle-search-options';

/**
 * The Theme select of the puzzle filters (the search card, the solved puzzles): "Any theme", then
 * every theme the server offers, by its text.
 */
export function ThemeSelect({
  value,
  onChange,
  size,
  sx,
}: Pick<TextFieldProps, 'size' | 'sx'> & {
  /** The chosen theme's value; empty for any theme. */
  value: string;
  onChange: (value: string) => void;
}) {
  const themes = useThemeOptions();
  return (
    <TextField
      {...NATIVE_SELECT}
      size={size}
      label="Theme"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={sx}
    >
      <option value="">Any theme</option>
      {(themes.data ?? []).map((theme) => (
        <option key={theme.value} value={theme.value}>
          {theme.text}
        </option>
      ))}
    </TextField>
  );
}
