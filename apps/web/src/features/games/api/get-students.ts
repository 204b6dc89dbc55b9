import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { StudentPageSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How many students the picker offers at once; typing narrows them on the server. */
const PICKER_SIZE = 25;

/**
 * GET /api/students: the students whose username, name or e-mail match `search`, by name: every
 * student for an admin, a coach's own for a coach.
 */
export const studentChoicesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...queryKeys.users, 'students', 'choices', search],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        page: '0',
        size: String(PICKER_SIZE),
        sort: 'name',
        direction: 'asc',
      });
      if (search) query.set('search', search);
      return apiClient.get(`/students?${query.toString()}`, {
        auth: 'required',
        schema: StudentPageSchema,
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });

export const useStudentChoices = (search: string) => useQuery(studentChoicesQueryOptions(search));
