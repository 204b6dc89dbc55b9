import TextField from '@mui/material/TextField';
import { NATIVE_SELECT, SelectOptions } from '@/components/native-select';
import { QueryState } from '@/components/query-state';
import { useClassTimes } from '@/features/assignments/api/get-class-times';

/** Chooses one of the club's class times by its label (what users' classTime holds). */
export function ClassTimeSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (label: string) => void;
}) {
  const classTimes = useClassTimes();
  return (
    <QueryState query={classTimes} label="Loading the class times">
      {(list) => (
        <TextField
          {...NATIVE_SELECT}
          label="Class Time"
          size="small"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          sx={{ minWidth: 240 }}
        >
          <SelectOptions
            values={[...new Set(list.map((classTime) => classTime.label))]}
            empty="Choose…"
          />
        </TextField>
      )}
    </QueryState>
  );
}
