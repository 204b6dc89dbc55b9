import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoginResultSchema, type AuthenticateRequest, type LoginResult } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { saveSession } from '@/lib/session';

export const login = (body: AuthenticateRequest) =>
  apiClient.post('/authenticate', body, { schema: LoginResultSchema });

/** Logs in and stores the session; cached data of a previous user is dropped first. */
export function useLogin({ onSuccess }: { onSuccess?: (result: LoginResult) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      queryClient.clear();
      saveSession(result);
      onSuccess?.(result);
    },
  });
}
