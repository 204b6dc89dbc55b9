import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ContactSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** The newsletter contacts. */
export const getContacts = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get('/contacts', { auth: 'required', schema: z.array(ContactSchema), signal });

export const contactsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'contacts'], queryFn: getContacts, staleTime: 0 });

export const useContacts = () => useQuery(contactsQueryOptions());
