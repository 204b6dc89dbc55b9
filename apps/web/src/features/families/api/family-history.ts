import { useQuery } from '@tanstack/react-query';
import { FamilyOrderPageSchema, FamilyRegistrationPageSchema } from '@kingside/shared';
import { paramsQuery } from '@/lib/params-query';
import { queryKeys } from '@/lib/query-keys';

export type FamilyPage = { page: number; size: number };

/** GET /api/family/registrations: one page of the family's after-school and camp registrations. */
export const familyRegistrationsQueryOptions = ({ page, size }: FamilyPage) =>
  paramsQuery(
    [...queryKeys.family, 'registrations', page, size],
    '/family/registrations',
    { page, size },
    FamilyRegistrationPageSchema,
  );

/** GET /api/family/orders: one page of the family's orders and payments. */
export const familyOrdersQueryOptions = ({ page, size }: FamilyPage) =>
  paramsQuery(
    [...queryKeys.family, 'orders', page, size],
    '/family/orders',
    { page, size },
    FamilyOrderPageSchema,
  );

export const useFamilyRegistrations = (paging: FamilyPage) =>
  useQuery(familyRegistrationsQueryOptions(paging));
export const useFamilyOrders = (paging: FamilyPage) => useQuery(familyOrdersQueryOptions(paging));
