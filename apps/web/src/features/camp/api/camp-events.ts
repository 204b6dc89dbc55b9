import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CampEventDetailSchema, OrderResponseSchema, type CartRequest } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const q = encodeURIComponent;

/** GET /api/campEvents/eventNames: the weeks that can be booked. */
export const eventNamesQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.campEvents, 'eventNames'],
    queryFn: () => apiClient.get('/campEvents/eventNames', { schema: z.array(z.string()) }),
  });

/** GET /api/campEvents/eventSlots?eventName=: the slots of one week. */
export const eventSlotsQuery = (eventName: string) =>
  queryOptions({
    queryKey: [...queryKeys.campEvents, 'eventSlots', eventName],
    queryFn: () =>
      apiClient.get(`/campEvents/eventSlots?eventName=${q(eventName)}`, {
        schema: z.array(z.string()),
      }),
    enabled: eventName !== '',
  });

/** GET /api/campEvents/eventDetail: id, today's price (cents), days and seats left. */
export const eventDetailQuery = (eventName: string, eventSlot: string) =>
  queryOptions({
    queryKey: [...queryKeys.campEvents, 'eventDetail', eventName, eventSlot],
    queryFn: () =>
      apiClient.get(`/campEvents/eventDetail?eventName=${q(eventName)}&eventSlot=${q(eventSlot)}`, {
        schema: CampEventDetailSchema,
      }),
    enabled: eventName !== '' && eventSlot !== '',
    // Seats change as others book: never trust an old answer for long.
    staleTime: 10_000,
  });

export const useEventNames = () => useQuery(eventNamesQuery());
export const useEventSlots = (eventName: string) => useQuery(eventSlotsQuery(eventName));
export const useEventDetail = (eventName: string, eventSlot: string) =>
  useQuery(eventDetailQuery(eventName, eventSlot));

/** POST /api/cart: the order for the cart, priced on the server. */
export const checkoutCart = (cart: CartRequest) =>
  apiClient.post('/cart', cart, { schema: OrderResponseSchema });

export const useCheckoutCart = () => useMutation({ mutationFn: checkoutCart });
