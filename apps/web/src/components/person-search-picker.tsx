import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { USER_SEARCH_MAX_LENGTH } from '@kingside/shared';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/components/editable-grid/server-paging';

type Person = { id: number; name: string; username: string };

/**
 * Chooses one person searched on the server as the name is typed ("Ada Lovelace (ada)"). The
 * caller's `useMatches` hook asks the server for the (debounced) search; its answer is shown as
 * it comes, without filtering again.
 */
export function PersonSearchPicker<T extends Person>({
  label,
  placeholder,
  value,
  onChange,
  useMatches,
}: {
  label: string;
  placeholder: string;
  value: T | null;
  onChange: (person: T | null) => void;
  useMatches: (search: string) => { data?: { items: T[] } | undefined; isFetching: boolean };
}) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const matches = useMatches(search);
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 280 }}
      options={matches.data?.items ?? []}
      loading={matches.isFetching}
      value={value}
      onChange={(_event, person) => onChange(person)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      // The server already searched: show what it answered.
      filterOptions={(options) => options}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(person) => `${person.name} (${person.username})`}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: USER_SEARCH_MAX_LENGTH },
          }}
        />
      )}
    />
  );
}
