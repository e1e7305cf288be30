import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactDetail } from '#contract/contacts';
import { api } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';
import { contactKeys } from './contact-keys';

const contactSchema = lazySchema(() => import('#contract/contacts').then((m) => m.ContactDetailSchema));

export function getContact(id: number, signal?: AbortSignal): Promise<ContactDetail> {
  return api.get(`/contacts/${id}`, { schema: contactSchema, signal });
}

/** The customer beside a conversation: who they are, when they first wrote, their other conversations. */
export const contactQueryOptions = (id: number) =>
  queryOptions({ queryKey: contactKeys.detail(id), queryFn: ({ signal }) => getContact(id, signal) });

export function useContact(id: number) {
  return useQuery(contactQueryOptions(id));
}
