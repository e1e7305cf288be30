import { z } from 'zod';
import { DateTimeSchema, IdSchema } from './common.ts';

export const SuppressionSchema = z
  .object({
    id: IdSchema,
    email: z.string().meta({ description: 'An address, or *@domain for a whole domain.', example: '*@spam.example' }),
    created: DateTimeSchema,
    blocked: z.number().int().meta({ description: 'How many emails from this address or domain were refused.' }),
    is_common: z.boolean().meta({ description: 'True for a common webmail domain (gmail.com, outlook.com ...).' }),
  })
  .meta({ id: 'Suppression' });
export type Suppression = z.infer<typeof SuppressionSchema>;

/** The POST answer: the record, and how many address entries of the domain a `*@domain` entry absorbed. */
export const CreatedSuppressionSchema = SuppressionSchema.extend({
  absorbed: z.number().int().meta({ description: 'Address entries of this domain merged into a new *@domain entry (0 for an address).' }),
}).meta({ id: 'CreatedSuppression' });
export type CreatedSuppression = z.infer<typeof CreatedSuppressionSchema>;

export const SUPPRESSION_ORDERS = ['contact', 'blocked', 'created'] as const;
export const SORT_WAYS = ['asc', 'desc'] as const;

export const ListSuppressionsQuerySchema = z.object({
  order_by: z
    .enum(SUPPRESSION_ORDERS, { error: 'order_by must be one of contact, blocked, created' })
    .default('created')
    .meta({ description: 'contact orders by domain name, then address.' }),
  way: z.enum(SORT_WAYS, { error: 'way must be asc or desc' }).default('asc').meta({ description: 'Ascending or descending.' }),
});

const domainPattern = /^\*@(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export const CreateSuppressionBodySchema = z
  .object({
    email: z
      .string({ error: 'email is required' })
      .trim()
      .max(320, 'email must be at most 320 characters')
      .refine((v) => domainPattern.test(v) || z.email().safeParse(v).success, {
        message: 'email must be an email address or a domain pattern *@domain',
      })
      .transform((v) => v.toLowerCase())
      .meta({ example: 'someone@spam.example' }),
  })
  .meta({ id: 'CreateSuppression' });
export type CreateSuppressionBody = z.input<typeof CreateSuppressionBodySchema>;
