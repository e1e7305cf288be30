import { z } from 'zod';
import { DateTimeSchema, IdSchema, stringError } from './common.ts';
import { templateProblem } from './template-variables.ts';

export const SIGNATURE_MAX = 2000;

/** A mailbox of the organization: mail to `email` opens conversations, replies and compose are sent from it. */
export const ChannelSchema = z
  .object({
    id: IdSchema,
    name: z.string(),
    email: z.string().meta({ description: 'The channel address (lower case).' }),
    active: z.boolean().meta({
      description: 'False when the channel is disabled: mail to it is refused (550 at RCPT) and compose cannot send from it; its conversations stay.',
    }),
    signature: z.string().meta({
      description: 'Plain text appended to every reply and composed message sent from the channel, with the variables filled; empty: none.',
    }),
    created: DateTimeSchema,
  })
  .meta({ id: 'Channel' });
export type Channel = z.infer<typeof ChannelSchema>;

const email = z
  .string({ error: 'email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'email is required')
  .max(254, 'email must be at most 254 characters')
  .pipe(z.email('email must be an email address'));

const name = z.string({ error: stringError('name') }).trim().min(1, 'name must not be empty').max(100, 'name must be at most 100 characters');

const signature = z
  .string({ error: 'signature must be text' })
  .trim()
  .max(SIGNATURE_MAX, `signature must be at most ${SIGNATURE_MAX} characters`)
  .superRefine((text, ctx) => {
    const problem = templateProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .meta({
    description: `Plain text, at most ${SIGNATURE_MAX} characters, with the snippets' variables ({{agent.first_name}}, {{contact.first_name | there}} ...); empty: none.`,
  });

export const CreateChannelBodySchema = z.object({ email, name, signature: signature.default('') }).meta({ id: 'CreateChannel' });
export type CreateChannelBody = z.input<typeof CreateChannelBodySchema>;

export const UpdateChannelBodySchema = z
  .object({
    email: email.optional(),
    name: name.optional(),
    signature: signature.optional(),
    active: z.boolean({ error: 'active must be true or false' }).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'nothing to change: give email, name, signature or active' })
  .meta({ id: 'UpdateChannel' });
export type UpdateChannelBody = z.input<typeof UpdateChannelBodySchema>;

/** How mail reaches this server's channels: its inbound SMTP listener. */
export const InboundRoutingSchema = z
  .object({
    smtp_host: z.string().nullable().meta({
      description: 'The host name of this server for mail (from PUBLIC_URL); null when not configured: the host the dashboard is reached at.',
    }),
    smtp_port: z.number().int().nullable().meta({ description: 'The port of the inbound SMTP listener (SMTP_PORT); null when it is off.' }),
  })
  .meta({ id: 'InboundRouting' });
export type InboundRouting = z.infer<typeof InboundRoutingSchema>;
