import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { DeletedResponseSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

type AdminResourceConfig<Row extends z.ZodType, Save extends z.ZodType> = {
  /** The admin path: `GET` lists, `POST` saves, `DELETE {path}/{id}` deletes (ADR 0008). */
  path: string;
  /** Where the list is read when it differs from `path`, e.g. a public read such as `/news`. */
  listPath?: string;
  /** Where a row is saved when it differs from `path`. */
  savePath?: string;
  /** The domain's key from `queryKeys`, shared with its public reads. */
  queryKey: readonly string[];
  /** One row as the server answers it. */
  rowSchema: Row;
  /** The body of a save (no `id` inserts, an `id` updates): the grid parses edited rows with it. */
  saveSchema: Save;
};

/**
 * The web twin of the server's CRUD factory (`apps/server/src/lib/crud.ts`): one admin grid's
 * list query and its save and delete handlers. The list lives under the domain's query key, and a save or a
 * delete invalidates that key, so the grid and the public pages reading it both refetch.
 */
export function createAdminResource<Row extends z.ZodType, Save extends z.ZodType>({
  path,
  listPath = path,
  savePath = path,
  queryKey,
  rowSchema,
  saveSchema,
}: AdminResourceConfig<Row, Save>) {
  const listSchema = z.array(rowSchema);
  // An object, so the admin list can never clash with a public key such as ['coaches', name].
  const listKey = [...queryKey, { admin: true }] as const;

  const list = ({ signal }: { signal?: AbortSignal } = {}) =>
    apiClient.get(listPath, { auth: 'required', schema: listSchema, signal });
  const save = (body: z.output<Save>) =>
    apiClient.post(savePath, body, { auth: 'required', schema: rowSchema });
  const remove = (id: number) =>
    apiClient.delete(`${path}/${id}`, { auth: 'required', schema: DeletedResponseSchema });

  const listQueryOptions = () => queryOptions({ queryKey: listKey, queryFn: list, staleTime: 0 });

  /** Settles once the domain's queries have refetched, so the grid shows the saved rows. */
  function useInvalidatingMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn,
      onSuccess: () => queryClient.invalidateQueries({ queryKey }),
    });
  }

  /**
   * What an editable grid needs to change rows: the save contract, and save and delete handlers
   * that settle once the domain's queries have refetched (so the grid shows the saved rows).
   */
  function useGridEditing() {
    const saveRow = useInvalidatingMutation(save);
    const removeRow = useInvalidatingMutation(remove);
    return {
      saveSchema,
      /** Inserts (no id) or updates (id) one row. */
      onSave: (input: z.output<Save>) => saveRow.mutateAsync(input),
      onDelete: (row: { id: number }) => removeRow.mutateAsync(row.id),
    };
  }

  return {
    listQueryOptions,
    useList: () => useQuery(listQueryOptions()),
    useGridEditing,
  };
}
