import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  FamilyCartCatalogSchema,
  FamilyCartQuoteSchema,
  FamilyCartResultSchema,
  type FamilyCartQuoteRequest,
  type FamilyCartRequest,
} from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/family/cart/catalog: the weeks, programs and tournaments a family cart can hold now. */
export const familyCartCatalogQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.family, 'cart', 'catalog'],
    queryFn: ({ signal }) =>
      apiClient.get('/family/cart/catalog', {
        auth: 'required',
        schema: FamilyCartCatalogSchema,
        signal,
      }),
  });

/** POST /api/family/cart/quote: the cart as the server prices it now. */
export const familyCartQuoteQueryOptions = (request: FamilyCartQuoteRequest) =>
  queryOptions({
    queryKey: [...queryKeys.family, 'cart', 'quote', request],
    queryFn: () =>
      apiClient.post('/family/cart/quote', request, {
        auth: 'required',
        schema: FamilyCartQuoteSchema,
      }),
    enabled: request.items.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** POST /api/family/cart: the order for the cart (the same key answers the same order). */
export const checkoutFamilyCart = (request: FamilyCartRequest) =>
  apiClient.post('/family/cart', request, { auth: 'required', schema: FamilyCartResultSchema });
