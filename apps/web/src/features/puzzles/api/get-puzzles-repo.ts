import { queryOptions, useQuery } from '@tanstack/react-query';
import { PuzzleListSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** GET /api/puzzlesrepo/{names}?makeFirstMove=true: the puzzles named, after their first move. */
export const usePuzzlesRepo = (names: string[]) =>
  useQuery(
    queryOptions({
      queryKey: ['puzzles-repo', names],
      queryFn: ({ signal }) =>
        apiClient.get(
          `/puzzlesrepo/${names.map(encodeURIComponent).join(',')}?makeFirstMove=true`,
          { auth: 'required', schema: PuzzleListSchema, signal },
        ),
      enabled: names.length > 0,
      staleTime: Infinity,
    }),
  );
