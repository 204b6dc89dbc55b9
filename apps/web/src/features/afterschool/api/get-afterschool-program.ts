import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Program, SchoolName } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/**
 * GET /api/programs (public): the active classes and after-school programs. Typed without a
 * schema: the after-school pages are plain pages that load no zod (docs/decisions/0025).
 */
export const getPrograms = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get<Program[]>('/programs', { signal });

// Its own key, as before: the after-school pages select from their own copy of the list.
export const afterschoolProgramsQueryOptions = () =>
  queryOptions({ queryKey: ['afterschool', 'programs'], queryFn: getPrograms });

/** The after-school program a school's form is for; null when the club has not set one up. */
export const useAfterschoolProgram = (schoolName: SchoolName) =>
  useQuery({
    ...afterschoolProgramsQueryOptions(),
    select: (programs: Program[]) =>
      programs.find(
        (program) => program.kind === 'afterSchool' && program.schoolName === schoolName,
      ) ?? null,
  });
