import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ProgramSchema, type Program, type SchoolName } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** GET /api/programs (public): the active classes and after-school programs. */
export const getPrograms = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get('/programs', { schema: z.array(ProgramSchema), signal });

// Its own key: the public pages cache the same call unparsed under ['programs'].
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
