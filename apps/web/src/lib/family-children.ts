import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Child, ProgressChild } from '@kingside/shared';
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

/**
 * GET /api/progress/children: the student accounts the club linked to this one as their parent
 * (docs/decisions/0043), typed without a schema for the member home, which loads no zod.
 */
const linkedStudentsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.progress, 'linked-students'],
    queryFn: ({ signal }) =>
      apiClient.get<ProgressChild[]>('/progress/children', { auth: 'optional', signal }),
  });

/**
 * Where an account without a role goes next, on its home page and its profile (docs/decisions/0022,
 * 0059): a parent to their family and what their children can join, anyone else how to join.
 */
export const NO_ROLE_LINKS = {
  parent: [
    { label: 'Family', to: '/profile/family' },
    { label: 'Classes', to: '/classes' },
    { label: 'Summer Camp', to: '/camp' },
  ],
  newcomer: [
    { label: 'Classes', to: '/classes' },
    { label: 'Summer Camp', to: '/camp' },
    { label: 'Contact Us', to: '/inquiry' },
  ],
} as const;

/**
 * Whether an account is a parent (docs/decisions/0059): it keeps children in its family (0031) or
 * the club linked student accounts to it (0043). Undefined while that is being read; false when
 * neither list can be read. Asks nothing unless `enabled` (an account without a role).
 */
export function useIsParent(enabled: boolean): boolean | undefined {
  const family = useQuery({ ...familyChildrenQueryOptions(), enabled });
  const linked = useQuery({ ...linkedStudentsQueryOptions(), enabled });
  if (!enabled) return false;
  if ((family.data?.length ?? 0) > 0 || (linked.data?.length ?? 0) > 0) return true;
  return family.isPending || linked.isPending ? undefined : false;
}
