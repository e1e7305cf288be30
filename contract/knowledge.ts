import { z } from 'zod';
import { DateTimeSchema } from './common.ts';

export const HOST_NAME_MAX = 253;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export type HostNameResult = { ok: true; host: string } | { ok: false; error: string };

// Unicode names (bücher.example) become their ASCII form (xn--bcher-kva.example), as DNS knows them. URL does this
// the same way in Node and in browsers; it is only handed text already free of scheme, path, port and credentials.
function toAscii(host: string): string | undefined {
  try {
    return new URL(`http://${host}/`).hostname;
  } catch {
    return undefined;
  }
}

/**
 * A DNS host name of at least two labels, lower-cased, without the trailing dot of its fully qualified form.
 * `field` names the input in the messages ("domain must not include a port").
 */
export function parseHostName(input: string, field = 'domain'): HostNameResult {
  const fail = (error: string): HostNameResult => ({ ok: false, error });
  let host = input.trim();
  if (host === '') return fail(`${field} is required`);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(host)) return fail(`${field} must be a host name without a scheme: help.example.com, not https://help.example.com`);
  if (/[/?#\\]/.test(host)) return fail(`${field} must be a host name without a path, such as help.example.com`);
  if (host.includes(':')) return fail(`${field} must not include a port (or be an IPv6 address)`);
  if (/[\s@%*_]/.test(host)) return fail(`${field} must be a host name of letters, digits, hyphens and dots, such as help.example.com`);
  if (host.length > HOST_NAME_MAX + 1) return fail(`${field} must be at most ${HOST_NAME_MAX} characters`);
  host = host.toLowerCase();
  if (/[^\x20-\x7e]/.test(host)) {
    const ascii = toAscii(host);
    if (!ascii) return fail(`${field} is not a valid international domain name`);
    host = ascii;
  }
  if (host.endsWith('.')) host = host.slice(0, -1);
  if (host.length > HOST_NAME_MAX) return fail(`${field} must be at most ${HOST_NAME_MAX} characters`);
  const labels = host.split('.');
  if (labels.some((l) => l === '')) return fail(`${field} must not have empty labels (two dots in a row, or a leading dot)`);
  if (labels.length < 2) return fail(`${field} must have at least two labels, such as help.example.com`);
  const bad = labels.find((l) => !LABEL.test(l));
  if (bad !== undefined) {
    return fail(`${field} label "${bad.slice(0, 70)}" must be 1 to 63 letters, digits or hyphens, not starting or ending with a hyphen`);
  }
  if (/^[0-9]+$/.test(labels.at(-1)!)) return fail(`${field} must be a host name, not an IP address`);
  return { ok: true, host };
}

/** For request bodies and forms: the normalized host name, or one readable issue. */
export const HostNameSchema = z
  .string({ error: 'domain is required' })
  .transform((value, ctx) => {
    const parsed = parseHostName(value);
    if (parsed.ok) return parsed.host;
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  })
  .meta({ description: 'A host name such as help.example.com (lower-cased; a trailing dot is dropped).', example: 'help.acme.com' });

export const SetKnowledgeDomainBodySchema = z.object({ domain: HostNameSchema }).meta({ id: 'SetKnowledgeDomain' });
export type SetKnowledgeDomainBody = z.input<typeof SetKnowledgeDomainBodySchema>;

export const VERIFICATION_STATUSES = ['verified', 'pending', 'misconfigured'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const DomainVerificationSchema = z
  .object({
    status: z.enum(VERIFICATION_STATUSES).meta({
      description:
        'verified: the CNAME points at the target. pending: no CNAME yet (the name does not exist, or has no CNAME). ' +
        'misconfigured: a CNAME points elsewhere (see found).',
    }),
    verification: z
      .object({
        type: z.literal('CNAME'),
        name: z.string().meta({ description: 'The domain to add the record to.', example: 'help.acme.com' }),
        value: z.string().meta({ description: 'What the record must point at.', example: 'knowledge.support-inbox.example' }),
      })
      .meta({ description: 'The DNS record to create.' }),
    found: z.string().optional().meta({ description: 'When misconfigured: where the CNAME points now.', example: 'acme.github.io' }),
  })
  .meta({ id: 'DomainVerification' });
export type DomainVerification = z.infer<typeof DomainVerificationSchema>;

export const KnowledgeDomainSchema = z
  .object({
    domain: z.string().nullable().meta({ description: 'The help site domain, or null when none is set.', example: 'help.acme.com' }),
    cname_target: z.string().meta({ description: 'Where the domain must point (a CNAME record).', example: 'knowledge.support-inbox.example' }),
    last_check: DomainVerificationSchema.extend({ checked: DateTimeSchema.meta({ description: 'When the check ran.' }) })
      .nullable()
      .meta({ description: 'The last answer of GET /knowledge/verify for this domain; null before the first one.' }),
  })
  .meta({ id: 'KnowledgeDomain' });
export type KnowledgeDomain = z.infer<typeof KnowledgeDomainSchema>;
