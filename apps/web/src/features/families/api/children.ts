import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ChildSchema, DeletedResponseSchema, type ChildSaveSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { familyChildrenQueryOptions } from '@/lib/family-children';
import { queryKeys } from '@/lib/query-keys';

/** The parent's children (the same query "Pick a child" reads). */
export const useChildren = () => useQuery(familyChildrenQueryOptions());

/** POST /api/family/children: adds a child (no id) or changes one. */
export const saveChild = (body: z.output<typeof ChildSaveSchema>) =>
  apiClient.post('/family/children', body, { auth: 'required', schema: ChildSchema });

/** DELETE /api/family/children/:id */
export const deleteChild = (id: number) =>
  apiClient.delete(`/family/children/${id}`, { auth: 'required', schema: DeletedResponseSchema });

/** A change to the family refetches its children and its history (which names them). */
function useFamilyMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.family }),
  });
}

export const useSaveChild = () => useFamilyMutation(saveChild);
export const useDeleteChild = () => useFamilyMutation(deleteChild);
