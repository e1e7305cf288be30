import { z } from 'zod';
import { DateTimeSchema, IdSchema } from './common.ts';

/**
 * The IANA time zone's canonical name as this runtime's Intl knows it (`europe/paris` → `Europe/Paris`, `GMT` →
 * `UTC`), or undefined when it is none. Offsets (`+01:00`) and abbreviations Intl does not know are refused.
 */
export function canonicalTimeZone(name: string): string | undefined {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export const OrganizationSchema = z
  .object({
    id: IdSchema,
    name: z.string(),
    timezone: z.string().meta({
      description: 'IANA time zone: snooze times ("tomorrow" is 09:00 there), invoice dates and PDF exports are in it.',
      example: 'Europe/Paris',
    }),
    created: DateTimeSchema,
  })
  .meta({ id: 'Organization' });
export type Organization = z.infer<typeof OrganizationSchema>;

export const UpdateOrganizationBodySchema = z
  .object({
    name: z.string({ error: 'name must be text' }).trim().min(1, 'name must not be empty').max(200, 'name must be at most 200 characters').optional(),
    timezone: z
      .string({ error: 'timezone must be text' })
      .trim()
      .min(1, 'timezone must not be empty')
      .max(100, 'timezone must be at most 100 characters')
      .refine((zone) => canonicalTimeZone(zone) !== undefined, {
        error: (issue) => `timezone ${JSON.stringify(issue.input)} is not an IANA time zone (e.g. Europe/Paris)`,
      })
      .optional(),
  })
  .refine((b) => b.name !== undefined || b.timezone !== undefined, { message: 'nothing to change: give name or timezone' })
  .meta({ id: 'UpdateOrganization' });
export type UpdateOrganizationBody = z.input<typeof UpdateOrganizationBodySchema>;
