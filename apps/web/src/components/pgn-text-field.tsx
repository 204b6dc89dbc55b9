import type { ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';

/**
 * A PGN box bound to react-hook-form, with a "Choose PGN file" button that fills it from a file:
 * games can be pasted or chosen.
 */
export function PgnTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  required = true,
}: {
  control: Control<T>;
  name: Path<T>;
  helperText: string;
  required?: boolean;
}) {
  const { field } = useController({ control, name });
  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) field.onChange(await file.text());
  };
  return (
    <>
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
        Choose PGN file
        <input
          type="file"
          accept=".pgn,application/x-chess-pgn,text/plain"
          hidden
          onChange={(event) => void chooseFile(event)}
        />
      </Button>
      <FormTextField
        control={control}
        name={name}
        label="PGN"
        multiline
        minRows={8}
        maxRows={16}
        required={required}
        helperText={helperText}
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
    </>
  );
}
