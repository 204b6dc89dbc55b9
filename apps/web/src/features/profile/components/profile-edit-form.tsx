import Alert from '@mui/material/Alert';
import type { z } from 'zod';
import { MESSAGES, ProfileUpdateSchema, type Profile } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { FIELD, FormTextField } from '@/components/form-text-field';
import { SubmitAndBack } from '@/components/submit-button';
import { useUpdateProfile } from '@/features/profile/api/update-profile';
import { setServerFieldErrors } from '@/lib/form-errors';
import { nullsAsEmpty } from '@/lib/form-values';
import { useZodForm } from '@/lib/use-zod-form';

type ProfileEditValues = z.input<typeof ProfileUpdateSchema>;
const FIELDS = [
  'name',
  'email',
  'phoneNumber',
  'uscfid',
  'chessDotComId',
  'liChessId',
  'parentsName',
] as const;

const toValues = (profile: Profile): ProfileEditValues => ({
  name: profile.name,
  email: profile.email,
  ...nullsAsEmpty(profile, ['phoneNumber', 'uscfid', 'chessDotComId', 'liChessId', 'parentsName']),
});

/** Edits the fields a user may change on their own profile (ProfileUpdateSchema). */
export function ProfileEditForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const { control, handleSubmit, setError, reset } = useZodForm(ProfileUpdateSchema, {
    defaultValues: toValues(profile),
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) =>
        update.mutate(values, {
          onSuccess: (saved) => reset(toValues(saved)),
          onError: (error) => setServerFieldErrors(error, setError, FIELDS),
        }),
      )}
    >
      {update.isSuccess && <Alert severity="success">{MESSAGES.profileSaved}</Alert>}
      {update.isError && <ErrorAlert error={update.error} />}
      <FormTextField control={control} name="name" {...FIELD.name} />
      <FormTextField control={control} name="email" {...FIELD.email} />
      <FormTextField control={control} name="phoneNumber" {...FIELD.phone} />
      <FormTextField control={control} name="uscfid" label="USCF ID" />
      <FormTextField control={control} name="chessDotComId" label="Chess.com ID" />
      <FormTextField control={control} name="liChessId" label="Lichess ID" />
      <FormTextField control={control} name="parentsName" label="Parent's name" />
      <SubmitAndBack pending={update.isPending} backTo="/profile" backLabel="Back to Profile" />
    </form>
  );
}
