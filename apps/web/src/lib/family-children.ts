import { queryOptions } from '@tanstack/react-query';
import type { Child } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/family/children: the logged-in parent's children (docs/decisions/0031). Shared by the
 * family page and "Pick a child" on the plain registration pages, so it is typed without a schema
 * (those pages load no zod) and sends the token only when there is one: a session the server no
 * longer knows just shows no children there instead of leaving the page for /login.
 */
export const familyChildrenQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.family, 'children'],
    queryFn: ({ signal }) =>
      apiClient.get<Child[]>('/family/children', { auth: 'optional', signal }),
  });
