import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { USER_SEARCH_MAX_LENGTH, type StudentRow } from '@kingside/shared';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/components/editable-grid/server-paging';
import { useStudentsMatching } from '@/features/puzzles/api/get-dashboard';

/**
 * Chooses whose dashboard a coach (their own students) or an admin (any student) sees, searched
 * on the server as the name is typed.
 */
export function PuzzleStudentPicker({ onPick }: { onPick: (username: string | null) => void }) {
  const [input, setInput] = useState('');
  const [value, setValue] = useState<StudentRow | null>(null);
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const students = useStudentsMatching(search, true);
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 280 }}
      options={students.data?.items ?? []}
      loading={students.isFetching}
      value={value}
      onChange={(_event, student) => {
        setValue(student);
        onPick(student?.username ?? null);
      }}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      // The server already searched: show what it answered.
      filterOptions={(options) => options}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(student) => `${student.name} (${student.username})`}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Student dashboard"
          placeholder="My own"
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: USER_SEARCH_MAX_LENGTH },
          }}
        />
      )}
    />
  );
}
