import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthenticateRequest, LoginResult } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { saveSession } from '@/lib/session';

/** Typed, not parsed: the login page is a visitor's first page and loads no zod (ADR 0025). */
export const login = (body: AuthenticateRequest) =>
  apiClient.post<LoginResult>('/authenticate', body);

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
