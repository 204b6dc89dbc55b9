import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  EntryOffer,
  OfferCheckout,
  Tournament,
  TournamentCart,
  TournamentCartQuote,
  TournamentCartQuoteRequest,
  TournamentCartResult,
  UscfMember,
} from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { TOURNAMENTS_KEY } from '@/features/tournaments/api/get-tournaments';

/**
 * The registration calls of /tourRegister (spec 2 §7; docs/decisions/0037). Typed but not parsed:
 * the page is plain and loads no zod until the visitor types (docs/decisions/0025). The signed-in
 * caller's token goes along where it changes the answer (club member discount, free play credit,
 * a parent's children).
 */

const optional = { auth: 'optional' } as const;

/** GET /api/tournament/{id}: the tournament the registration page is for (404 when unknown). */
export const registrationTournamentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...TOURNAMENTS_KEY, 'register', id],
    queryFn: ({ signal }) => apiClient.get<Tournament>(`/tournament/${id}`, { signal }),
  });

export const useRegistrationTournament = (id: number) =>
  useQuery({ ...registrationTournamentQueryOptions(id), enabled: id > 0 });

/** POST /api/tournament/{id}/cart/quote: the server's price of each cart line and the totals. */
export const quoteCart = (id: number, body: TournamentCartQuoteRequest) =>
  apiClient.post<TournamentCartQuote>(`/tournament/${id}/cart/quote`, body, optional);

/**
 * The cart's quote, asked again whenever the cart or the coupon changes (the previous answer
 * stays on screen meanwhile). Never stale for long: places and fee dates move.
 */
export const useCartQuote = (id: number, body: TournamentCartQuoteRequest) =>
  useQuery({
    queryKey: [...TOURNAMENTS_KEY, 'quote', id, body],
    queryFn: () => quoteCart(id, body),
    enabled: body.entries.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** POST /api/tournament/{id}/cart (201): the entries, and the order to pay when there is one. */
export const checkoutTournamentCart = (id: number, body: TournamentCart) =>
  apiClient.post<TournamentCartResult>(`/tournament/${id}/cart`, body, optional);

/** GET /api/tournament/{id}/offer?token=: the place offered to a waiting-list entry. */
export const useEntryOffer = (id: number, token: string) =>
  useQuery({
    queryKey: [...TOURNAMENTS_KEY, 'offer', id, token],
    queryFn: ({ signal }) =>
      apiClient.get<EntryOffer>(`/tournament/${id}/offer?token=${encodeURIComponent(token)}`, {
        signal,
      }),
    // An offer ends at a fixed time: ask again when the page comes back into view.
    staleTime: 0,
  });

/** POST /api/tournament/{id}/offer/checkout (201): the order that pays an offered place. */
export const checkoutOffer = (id: number, body: OfferCheckout) =>
  apiClient.post<TournamentCartResult>(`/tournament/${id}/offer/checkout`, body);

/** GET /api/uscf?firstName&lastName: US Chess members by name (up to 10). */
export const searchUscfMembers = (firstName: string, lastName: string) =>
  apiClient.get<UscfMember[]>(
    `/uscf?firstName=${encodeURIComponent(firstName)}&lastName=${encodeURIComponent(lastName)}`,
  );

/** GET /api/uscf/liveRegularRating/{uscfId}: one member's rating and expiry (404: no member). */
export const getUscfMember = (uscfId: string) =>
  apiClient.get<UscfMember>(`/uscf/liveRegularRating/${encodeURIComponent(uscfId)}`);
