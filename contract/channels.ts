import { z } from 'zod';
import { IdSchema } from './common.ts';

/** A mailbox of the organization: mail to `email` opens conversations, replies and compose are sent from it. */
export const ChannelSchema = z
  .object({
    id: IdSchema,
    name: z.string(),
    email: z.string().meta({ description: 'The channel address (lower case).' }),
  })
  .meta({ id: 'Channel' });
export type Channel = z.infer<typeof ChannelSchema>;
