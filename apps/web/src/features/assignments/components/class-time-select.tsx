import TextField from '@mui/material/TextField';
import { NATIVE_SELECT, SelectOptions } from '@/components/native-select';
import { ErrorAlert } from '@/components/error-alert';
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
  if (classTimes.isError) return <ErrorAlert error={classTimes.error} />;
  const labels = [...new Set((classTimes.data ?? []).map((classTime) => classTime.label))];
  return (
    <TextField
      {...NATIVE_SELECT}
      label="Class Time"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 240 }}
    >
      <SelectOptions values={labels} empty="Choose…" />
    </TextField>
  );
}
