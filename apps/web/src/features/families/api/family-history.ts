import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FamilyOrderPageSchema, FamilyRegistrationPageSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type FamilyPage = { page: number; size: number };

/** GET /api/family/registrations: one page of the family's after-school and camp registrations. */
export const familyRegistrationsQueryOptions = ({ page, size }: FamilyPage) =>
  queryOptions({
    queryKey: [...queryKeys.family, 'registrations', page, size],
    queryFn: ({ signal }) =>
      apiClient.get(`/family/registrations?page=${page}&size=${size}`, {
        auth: 'required',
        schema: FamilyRegistrationPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/family/orders: one page of the family's orders and payments. */
export const familyOrdersQueryOptions = ({ page, size }: FamilyPage) =>
  queryOptions({
    queryKey: [...queryKeys.family, 'orders', page, size],
    queryFn: ({ signal }) =>
      apiClient.get(`/family/orders?page=${page}&size=${size}`, {
        auth: 'required',
        schema: FamilyOrderPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useFamilyRegistrations = (paging: FamilyPage) =>
  useQuery(familyRegistrationsQueryOptions(paging));
export const useFamilyOrders = (paging: FamilyPage) => useQuery(familyOrdersQueryOptions(paging));
