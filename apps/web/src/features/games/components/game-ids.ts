import { GamesByIdsQuerySchema } from '@kingside/shared';

/** The game ids of an `ids` query parameter ("3,5,8"); none when absent or not a list of ids. */
export function gameIdsParam(ids: string | null): number[] {
  if (!ids) return [];
  const parsed = GamesByIdsQuerySchema.safeParse({ ids });
  return parsed.success ? parsed.data.ids : [];
}
