import { FormCard } from '@/components/form-card';
import { QueryState } from '@/components/query-state';
import { useProfile } from '@/features/profile/api/get-profile';
import { ProfileEditForm } from '@/features/profile/components/profile-edit-form';

/** /profileEdit: the form starts from the saved profile. */
export function ProfileEditPage() {
  const profile = useProfile();
  return (
    <FormCard title="Edit Profile" maxWidth={560}>
      <QueryState query={profile} label="Loading profile">
        {(loaded) => <ProfileEditForm profile={loaded} />}
      </QueryState>
    </FormCard>
  );
}
