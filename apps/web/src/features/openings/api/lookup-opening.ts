import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { OpeningLookupSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** How long typing must pause before the line is looked up, in milliseconds. */
export const LOOKUP_DELAY_MS = 300;

/** GET /api/openings/lookup?pgn= : ECO and name of the longest known line the moves start with. */
export const lookupOpening = (pgn: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get(`/openings/lookup?pgn=${encodeURIComponent(pgn)}`, {
    auth: 'required',
    schema: OpeningLookupSchema,
    signal,
  });

export const openingLookupQueryOptions = (pgn: string) =>
  queryOptions({
    queryKey: ['openings', 'lookup', pgn],
    queryFn: ({ signal }) => lookupOpening(pgn, { signal }),
    staleTime: Infinity,
    retry: false,
  });

/** `value`, once it has stayed the same for `delay` ms. */
function useSettledValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The opening of a line being typed, looked up once typing pauses; the previous answer stays
 * shown meanwhile. Nothing is asked for an empty line.
 */
export function useOpeningLookup(pgn: string) {
  const line = useSettledValue(pgn.trim(), LOOKUP_DELAY_MS);
  return useQuery({
    ...openingLookupQueryOptions(line),
    enabled: line !== '',
    placeholderData: keepPreviousData,
  });
}
