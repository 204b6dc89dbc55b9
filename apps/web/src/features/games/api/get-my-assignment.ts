import { useMutation } from '@tanstack/react-query';
import { AssignmentIdSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** GET /api/myassignment?gameId=: the id of the game's assignment; 404 while it has none. */
export const getMyAssignmentId = (gameId: number) =>
  apiClient.get(`/myassignment?${new URLSearchParams({ gameId: String(gameId) }).toString()}`, {
    auth: 'required',
    schema: AssignmentIdSchema,
  });

/** Looks a game's assignment up and opens it in a new tab. */
export const useOpenAssignment = () =>
  useMutation({
    mutationFn: getMyAssignmentId,
    onSuccess: ({ id }) => {
      window.open(`/assignment/${id}`, '_blank', 'noopener');
    },
  });
