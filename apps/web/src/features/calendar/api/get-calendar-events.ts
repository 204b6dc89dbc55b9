import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarEvent } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** Dates 'YYYY-MM-DD', both included. */
export type CalendarRange = { from: string; to: string };

/** GET /api/calendar?from&to: every class, camp and tournament occurrence in the range. */
export const getCalendarEvents = (
  { from, to }: CalendarRange,
  { signal }: { signal?: AbortSignal } = {},
) => apiClient.get<CalendarEvent[]>(`/calendar?${new URLSearchParams({ from, to })}`, { signal });

export const calendarEventsQueryOptions = (range: CalendarRange) =>
  queryOptions({
    queryKey: ['calendar', range.from, range.to],
    queryFn: ({ signal }) => getCalendarEvents(range, { signal }),
    // The grid keeps the last month's events until the next month's arrive.
    placeholderData: keepPreviousData,
  });

export const useCalendarEvents = (range: CalendarRange) =>
  useQuery(calendarEventsQueryOptions(range));
