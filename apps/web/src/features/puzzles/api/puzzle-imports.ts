import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PUZZLE_IMPORT_FIELD,
  PuzzleImportPageSchema,
  PuzzleImportSchema,
  PuzzleImportStartedSchema,
} from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { paramsQuery } from '@/lib/params-query';

/** How often a running import is read again. */
export const IMPORT_REFRESH_MS = 1_000;

const IMPORTS_KEY = ['puzzle-imports'] as const;

/** The imports, newest first, one page; read again every second while one on it runs. */
export const usePuzzleImports = (page: number, size: number) =>
  useQuery(
    queryOptions({
      ...paramsQuery(
        [...IMPORTS_KEY, 'list', { page, size }],
        '/admin/puzzles/imports',
        { page, size },
        PuzzleImportPageSchema,
      ),
      refetchInterval: (query) =>
        query.state.data?.items.some((i) => i.status === 'running') ? IMPORT_REFRESH_MS : false,
    }),
  );

export const getPuzzleImport = (id: number, { signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get(`/admin/puzzles/imports/${id}`, {
    auth: 'required',
    schema: PuzzleImportSchema,
    signal,
  });

/** One import with its bad rows; read again every second while it runs. */
export const usePuzzleImport = (id: number | null) =>
  useQuery(
    queryOptions({
      queryKey: [...IMPORTS_KEY, 'one', id],
      queryFn: ({ signal }) => getPuzzleImport(id!, { signal }),
      enabled: id !== null,
      refetchInterval: (query) =>
        query.state.data?.status === 'running' ? IMPORT_REFRESH_MS : false,
    }),
  );

/** Uploads a puzzle CSV; the server answers at once with the import it runs in the background. */
export function uploadPuzzles(file: File) {
  const body = new FormData();
  body.append(PUZZLE_IMPORT_FIELD, file);
  return apiClient.post('/admin/puzzles/imports', body, {
    auth: 'required',
    schema: PuzzleImportStartedSchema,
  });
}

export function useUploadPuzzles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPuzzles,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMPORTS_KEY }),
  });
}
