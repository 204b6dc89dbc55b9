import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { TIME_CONTROLS, type TimeControl } from '@kingside/shared';

/** How a time control reads: "5+3", or "Untimed". */
export const timeControlLabel = (timeControl: TimeControl): string =>
  timeControl === 'untimed' ? 'Untimed' : timeControl;

/** The time control of the next challenge (Challenge and Challenge All). */
export function TimeControlSelect({
  value,
  onChange,
}: {
  value: TimeControl;
  onChange: (value: TimeControl) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Time control"
      value={value}
      onChange={(event) => onChange(event.target.value as TimeControl)}
      sx={{ minWidth: 160 }}
    >
      {TIME_CONTROLS.map((timeControl) => (
        <MenuItem key={timeControl} value={timeControl}>
          {timeControlLabel(timeControl)}
        </MenuItem>
      ))}
    </TextField>
  );
}
