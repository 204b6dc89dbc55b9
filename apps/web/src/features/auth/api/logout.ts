import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MessageResponseSchema, type LogoutRequest } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { clearSession, readSession } from '@/lib/session';

/** POST /api/logout with the token being revoked (passed explicitly: the session is gone by then). */
export const logout = (body: LogoutRequest & { accessToken: string }) =>
  apiClient.post('/logout', body, { token: body.accessToken, schema: MessageResponseSchema });

/**
 * Ends the session at once on this device (stored session and cached data), then tells the
 * server; a failed server call is ignored because the user is logged out either way.
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    const session = readSession();
    clearSession();
    queryClient.clear();
    if (session) {
      logout({ id: session.id, accessToken: session.accessToken }).catch(() => {
        // The token expires on its own; nothing for the user to do.
      });
    }
  }, [queryClient]);
}
