import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CampEventDetail, CartRequest, OrderResponse } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const q = encodeURIComponent;

// Typed without schemas: /camp/register is a plain page that loads no zod (docs/decisions/0025).

/** GET /api/campEvents/eventNames: the weeks that can be booked. */
export const eventNamesQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.campEvents, 'eventNames'],
    queryFn: () => apiClient.get<string[]>('/campEvents/eventNames'),
  });

/** GET /api/campEvents/eventSlots?eventName=: the slots of one week. */
export const eventSlotsQuery = (eventName: string) =>
  queryOptions({
    queryKey: [...queryKeys.campEvents, 'eventSlots', eventName],
    queryFn: () => apiClient.get<string[]>(`/campEvents/eventSlots?eventName=${q(eventName)}`),
    enabled: eventName !== '',
  });

/** GET /api/campEvents/eventDetail: id, today's price (cents), days and seats left. */
export const eventDetailQuery = (eventName: string, eventSlot: string) =>
  queryOptions({
    queryKey: [...queryKeys.campEvents, 'eventDetail', eventName, eventSlot],
    queryFn: () =>
      apiClient.get<CampEventDetail>(
        `/campEvents/eventDetail?eventName=${q(eventName)}&eventSlot=${q(eventSlot)}`,
      ),
    enabled: eventName !== '' && eventSlot !== '',
    // Seats change as others book: never trust an old answer for long.
    staleTime: 10_000,
  });

export const useEventNames = () => useQuery(eventNamesQuery());
export const useEventSlots = (eventName: string) => useQuery(eventSlotsQuery(eventName));
export const useEventDetail = (eventName: string, eventSlot: string) =>
  useQuery(eventDetailQuery(eventName, eventSlot));

/**
 * POST /api/cart: the order for the cart, priced on the server. A logged-in parent's token goes
 * along, so the order is theirs and may name their child (docs/decisions/0031).
 */
export const checkoutCart = (cart: CartRequest) =>
  apiClient.post<OrderResponse>('/cart', cart, { auth: 'optional' });

export const useCheckoutCart = () => useMutation({ mutationFn: checkoutCart });
