import { z } from 'zod';
import { DateTimeSchema, IdSchema, stringError, trimmedPattern } from './common.ts';
import { CHANGE_TYPES, namesChangeTypes } from './change-types.ts';

/**
 * The entries namesChangeTypes accepts, as the document publishes them: each type of the feed, or the prefix of some
 * ending with a dot (`conversation\.(?:created|updated|deleted)?|message\.(?:...)?|...`).
 */
function subscriptionEntries(): string {
  const byPrefix = new Map<string, string[]>();
  for (const type of CHANGE_TYPES) {
    const [prefix = '', name = ''] = type.split('.');
    byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), name]);
  }
  return [...byPrefix].map(([prefix, names]) => `${prefix}\\.(?:${names.join('|')})?`).join('|');
}
const EVENT_TYPE = trimmedPattern(subscriptionEntries());

const eventTypes = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'event types must not be empty')
      .max(100)
      .regex(/^[a-z_]+(\.[a-z_]*)?$/, 'event types look like conversation.updated, or a prefix such as conversation.')
      // A typo would subscribe to nothing, silently.
      .refine(namesChangeTypes, { error: (issue) => `unknown event type ${JSON.stringify(issue.input)}: see the change feed's types in docs/api.md` })
      .meta({ pattern: EVENT_TYPE.published, example: 'conversation.updated' }),
    { error: 'event_types must be an array of event types' },
  )
  .max(50, 'event_types must hold at most 50 types')
  .meta({ description: 'Types (conversation.updated) or prefixes ending with a dot (conversation.); empty or absent: every event.' });

export const WebhookSchema = z
  .object({
    id: IdSchema,
    url: z.string(),
    description: z.string(),
    event_types: z.array(z.string()),
    active: z.boolean(),
    created: DateTimeSchema,
  })
  .meta({ id: 'Webhook' });
export type Webhook = z.infer<typeof WebhookSchema>;

export const CreatedWebhookSchema = WebhookSchema.extend({
  secret: z.string().meta({ description: 'The signing secret: shown this once.' }),
}).meta({ id: 'CreatedWebhook' });
export type CreatedWebhook = z.infer<typeof CreatedWebhookSchema>;

const url = z.string({ error: stringError('url') }).trim().min(1, 'url is required').max(2000, 'url must be at most 2000 characters');
const description = z.string().trim().max(200, 'description must be at most 200 characters');

export const CreateWebhookBodySchema = z
  .object({ url, description: description.optional(), event_types: eventTypes.optional() })
  .meta({ id: 'CreateWebhook' });
export type CreateWebhookBody = z.input<typeof CreateWebhookBodySchema>;

export const UpdateWebhookBodySchema = z
  .object({ url: url.optional(), description: description.optional(), event_types: eventTypes.optional(), active: z.boolean().optional() })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'nothing to change: give url, description, event_types or active' })
  .meta({ id: 'UpdateWebhook' });

export const WebhookDeliverySchema = z
  .object({
    id: IdSchema,
    event_id: IdSchema,
    event_type: z.string(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    attempts: z.number().int(),
    last_status_code: z.number().int().nullable(),
    last_response_ms: z.number().int().nullable().meta({ description: 'How long the last attempt took, in milliseconds.' }),
    last_response_excerpt: z.string().nullable().meta({
      description: "The start of the last answer's body as text (at most 500 characters); null when no answer came.",
    }),
    last_error: z.string().nullable(),
    next_attempt_at: DateTimeSchema.nullable(),
    created: DateTimeSchema,
    delivered_at: DateTimeSchema.nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
