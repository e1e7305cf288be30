import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ContactDetailSchema, type ContactDetail, type UpdateContactBody } from '#contract/contacts';
import { api } from '../../../lib/api-client';
// The contact's name shows in the conversations (list rows, headers): they refresh after a rename.
import { conversationKeys } from '../../conversations/api/conversation-keys';
import { contactKeys } from './contact-keys';

export function updateContact(id: number, body: UpdateContactBody): Promise<ContactDetail> {
  return api.patch(`/contacts/${id}`, body, { schema: ContactDetailSchema });
}

/** Renames a contact; the server's answer replaces the cached contact, and whatever shows the name refetches. */
export function useUpdateContact(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateContactBody) => updateContact(id, body),
    onSuccess: (contact) => queryClient.setQueryData(contactKeys.detail(id), contact),
    // Not awaited: the field is saved once the server answered; the lists refetch behind it.
    onSettled: (_contact, error) => {
      // A refusal may come from a contact changed meanwhile (or gone): show what the server has.
      if (error) void queryClient.invalidateQueries({ queryKey: contactKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
      // Details include each conversation's timeline (the customer's name in its history lines).
      void queryClient.invalidateQueries({ queryKey: conversationKeys.details() });
    },
  });
}
