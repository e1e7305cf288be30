import { queryOptions, useQuery } from '@tanstack/react-query';
import { ContactDetailSchema } from '../../../../contract/contacts';
import { api } from '../../../lib/api-client';
import { contactKeys } from './contact-keys';

export function getContact(id: number, signal?: AbortSignal) {
  return api.get(`/contacts/${id}`, { schema: ContactDetailSchema, signal });
}

/** The customer beside a conversation: who they are, when they first wrote, their other conversations. */
export const contactQueryOptions = (id: number) =>
  queryOptions({ queryKey: contactKeys.detail(id), queryFn: ({ signal }) => getContact(id, signal) });

export function useContact(id: number) {
  return useQuery(contactQueryOptions(id));
}
