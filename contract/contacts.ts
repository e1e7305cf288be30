import { z } from 'zod';
import { DateTimeSchema, IdSchema, queryInt } from './common.ts';

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
