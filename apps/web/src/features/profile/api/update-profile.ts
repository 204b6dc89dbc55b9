import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ProfileSchema, type ProfileUpdateSchema } from '@kingside/shared';
import { profileQueryOptions } from '@/features/profile/api/get-profile';
import { apiClient } from '@/lib/api-client';

export const updateProfile = (body: z.output<typeof ProfileUpdateSchema>) =>
  apiClient.put('/profile', body, { auth: 'required', schema: ProfileSchema });

/** Saves the own profile and refreshes the profile query. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
      return queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
    },
  });
}
