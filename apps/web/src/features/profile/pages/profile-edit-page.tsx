import CircularProgress from '@mui/material/CircularProgress';
import { ErrorAlert } from '@/components/error-alert';
import { FormCard } from '@/components/form-card';
import { useProfile } from '@/features/profile/api/get-profile';
import { ProfileEditForm } from '@/features/profile/components/profile-edit-form';

/** /profileEdit: the form starts from the saved profile. */
export function ProfileEditPage() {
  const profile = useProfile();
  return (
    <FormCard title="Edit Profile" maxWidth={560}>
      {profile.isPending && <CircularProgress aria-label="Loading profile" />}
      {profile.isError && <ErrorAlert error={profile.error} />}
      {profile.data && <ProfileEditForm profile={profile.data} />}
    </FormCard>
  );
}
