import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useWatch, type Control, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { REGISTER_FOR, ROLES, type AdminUserSaveSchema } from '@kingside/shared';
import { FIELD, FormTextField } from '@/components/form-text-field';
import { NATIVE_SELECT } from '@/components/native-select';
import { useClassTimeChoices, useCoachChoices } from '@/features/users/api/users-api';
import { REGISTER_FOR_LABELS } from '@/features/users/components/user-choices';

/** What the add and edit forms hold: every editable field, the username and a password. */
export type UserFormValues = z.input<typeof AdminUserSaveSchema> & {
  username: string;
  password: string;
};

/** A select's text as a nullable id: '' is none. */
const idOrNull = (text: string) => (text === '' ? null : Number(text));

/** A yes/no field of the user. */
function CheckboxField<Parsed extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<UserFormValues, unknown, Parsed>;
  name: 'disabled' | 'unsubscribe';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Checkbox
              checked={field.value === true}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
        />
      )}
    />
  );
}

/** A select of ids (class time, coach) with None; the form holds the id or null. */
function IdSelectField<Parsed extends FieldValues>({
  control,
  name,
  label,
  choices,
}: {
  control: Control<UserFormValues, unknown, Parsed>;
  name: 'classTimeId' | 'coachId';
  label: string;
  choices: readonly { id: number; label: string }[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...NATIVE_SELECT}
          label={label}
          name={field.name}
          value={field.value === null || field.value === undefined ? '' : String(field.value)}
          onChange={(event) => field.onChange(idOrNull(event.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          fullWidth
          margin="normal"
        >
          <option value="">None</option>
          {/* A chosen id the list does not hold (yet) stays chosen. */}
          {typeof field.value === 'number' && !choices.some((c) => c.id === field.value) && (
            <option value={String(field.value)}>#{field.value}</option>
          )}
          {choices.map((choice) => (
            <option key={choice.id} value={String(choice.id)}>
              {choice.label}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}

/**
 * The fields of a user the admin edits, on /users/{id} and /userAdd: the same set the grid
 * edits. The class time is chosen from the club's class times; a user without one keeps the free
 * text older accounts carry, shown and editable below the choice.
 */
export function UserFields<Parsed extends FieldValues>({
  control,
}: {
  control: Control<UserFormValues, unknown, Parsed>;
}) {
  const classTimes = useClassTimeChoices();
  const coaches = useCoachChoices();
  const classTimeId = useWatch({ control, name: 'classTimeId' });
  return (
    <>
      <FormTextField control={control} name="name" {...FIELD.name} required />
      <FormTextField control={control} name="email" {...FIELD.email} required />
      <FormTextField control={control} name="phoneNumber" {...FIELD.phone} />
      <Controller
        control={control}
        name="roles"
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Roles"
            value={field.value ?? []}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (selected) => (selected as string[]).join(', '),
              },
            }}
            fullWidth
            margin="normal"
          >
            {ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                <Checkbox checked={(field.value ?? []).includes(role)} size="small" />
                <ListItemText primary={role} />
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <CheckboxField control={control} name="disabled" label="Disabled" />
      <FormTextField control={control} name="uscfid" label="USCF ID" />
      <FormTextField control={control} name="chessDotComId" label="Chess.com ID" />
      <FormTextField control={control} name="liChessId" label="Lichess ID" />
      <FormTextField
        control={control}
        name="rating"
        label="Rating"
        type="number"
        parse={(text) => (text === '' ? '' : Number(text))}
      />
      <FormTextField control={control} name="section" label="Section" />
      <IdSelectField
        control={control}
        name="classTimeId"
        label="Class time"
        choices={classTimes.map((c) => ({ id: c.id, label: c.label }))}
      />
      {(classTimeId === null || classTimeId === undefined) && (
        <FormTextField
          control={control}
          name="classTime"
          label="Class time (free text)"
          helperText="For a class not in the class times list."
        />
      )}
      <IdSelectField
        control={control}
        name="coachId"
        label="Coach"
        choices={coaches.map((c) => ({ id: c.id, label: c.name }))}
      />
      <CheckboxField control={control} name="unsubscribe" label="Unsubscribed from e-mails" />
      <Controller
        control={control}
        name="registerFor"
        render={({ field }) => (
          <TextField
            {...NATIVE_SELECT}
            label="Register for"
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) =>
              field.onChange(event.target.value === '' ? null : event.target.value)
            }
            onBlur={field.onBlur}
            inputRef={field.ref}
            fullWidth
            margin="normal"
          >
            <option value="">None</option>
            {REGISTER_FOR.map((r) => (
              <option key={r} value={r}>
                {REGISTER_FOR_LABELS[r]}
              </option>
            ))}
          </TextField>
        )}
      />
    </>
  );
}
