import type { Permission } from '#contract/permissions';

// What each permission lets a key do, in a sentence, where permissions are chosen and listed. Without any,
// a key still reads and works conversations, contacts and the suppression list, as the API reference says.
export const PERMISSION_DESCRIPTIONS: Record<Permission, string> = {
  'teammate.invite': 'Invite teammates and see, create and revoke pending invitations.',
  'contact.block': 'Block senders: suppress a contact’s address when marking their conversations as spam.',
};
