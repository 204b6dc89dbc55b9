import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ProgressChildSchema } from '@kingside/shared';
import { PROGRESS_KEY } from '@/features/progress/api/progress-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/progress/children: the students linked to the caller as their parent. */
export const useProgressChildren = () =>
  useQuery({
    queryKey: [...PROGRESS_KEY, 'children'],
    queryFn: ({ signal }) =>
      apiClient.get('/progress/children', {
        auth: 'required',
        schema: z.array(ProgressChildSchema),
        signal,
      }),
  });
