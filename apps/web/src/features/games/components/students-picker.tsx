import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { USER_SEARCH_MAX_LENGTH, type StudentRow } from '@kingside/shared';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/components/editable-grid/server-paging';
import { useStudentChoices } from '@/features/games/api/get-students';

/**
 * Chooses any number of students, searched on the server as a name is typed (an admin's every
 * student, a coach's own).
 */
export function StudentsPicker({
  value,
  onChange,
}: {
  value: StudentRow[];
  onChange: (students: StudentRow[]) => void;
}) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const students = useStudentChoices(search);
  return (
    <Autocomplete
      multiple
      options={students.data?.items ?? []}
      loading={students.isFetching}
      value={value}
      onChange={(_event, chosen) => onChange(chosen)}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        // Choosing a student keeps the search, so several of one search are chosen in a row.
        if (reason !== 'reset') setInput(text);
      }}
      disableCloseOnSelect
      // The server already searched: show what it answered.
      filterOptions={(options) => options}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(student) => `${student.name} (${student.username})`}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Students"
          margin="normal"
          helperText={
            students.isError ? 'The students could not be loaded.' : 'Type a name to search.'
          }
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: USER_SEARCH_MAX_LENGTH },
          }}
        />
      )}
    />
  );
}
