import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { USER_SEARCH_MAX_LENGTH, type AttendanceStudent } from '@kingside/shared';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/components/editable-grid/server-paging';
import { useActiveStudents } from '@/features/attendance/api/attendance';

/** Chooses one active student, searched on the server as the name is typed. */
export function StudentPicker({
  value,
  onChange,
}: {
  value: AttendanceStudent | null;
  onChange: (student: AttendanceStudent | null) => void;
}) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const students = useActiveStudents(search);
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 280 }}
      options={students.data?.items ?? []}
      loading={students.isFetching}
      value={value}
      onChange={(_event, student) => onChange(student)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      // The server already searched: show what it answered.
      filterOptions={(options) => options}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(student) => `${student.name} (${student.username})`}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Student"
          placeholder="All students"
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: USER_SEARCH_MAX_LENGTH },
          }}
        />
      )}
    />
  );
}
