import { z } from 'zod';
import { DateTimeSchema, IdSchema, queryInt } from './common.ts';
import { ConversationSchema } from './conversations.ts';

export const ContactSchema = z
  .object({
    id: IdSchema,
    name: z.string(),
    email: z.string().nullable(),
    session_uuid: z.string().nullable().meta({ description: 'Null for trusted contacts (the only ones listed).' }),
    created: DateTimeSchema,
  })
  .meta({ id: 'Contact' });
export type Contact = z.infer<typeof ContactSchema>;

export const ListContactsQuerySchema = z.object({
  query: z
    .string()
    .max(200, 'query must be at most 200 characters')
    .optional()
    .meta({ description: 'With "@": searches emails only; otherwise names and emails. Case-insensitive substring.' }),
  limit: queryInt('limit', 1, 99, 10),
});

export const CONTACT_NAME_MAX = 200;
/** How many of a contact's conversations come with the contact (open ones first). */
export const CONTACT_CONVERSATIONS_SHOWN = 20;

export const ContactDetailSchema = ContactSchema.extend({
  first_message_at: DateTimeSchema.nullable().meta({ description: 'When the contact first wrote to the organization.' }),
  conversation_count: z.number().int().meta({ description: 'All conversations with the contact, of any status.' }),
  conversations: z.array(ConversationSchema).meta({
    description: `Up to ${CONTACT_CONVERSATIONS_SHOWN} of them: opened first, then snoozed, closed and spam, each by their last message.`,
  }),
}).meta({ id: 'ContactDetail' });
export type ContactDetail = z.infer<typeof ContactDetailSchema>;

/** What an agent may change of a contact: the name (the address identifies them, and routes their mail). */
export const UpdateContactBodySchema = z
  .object({
    name: z
      .string({ error: 'name is required' })
      .trim()
      .min(1, 'name must not be empty')
      .max(CONTACT_NAME_MAX, `name must be at most ${CONTACT_NAME_MAX} characters`),
  })
  .meta({ id: 'UpdateContact' });
export type UpdateContactBody = z.input<typeof UpdateContactBodySchema>;
