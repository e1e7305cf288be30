import path from 'node:path';
import { z } from 'zod';
import { parseHostName } from '#contract/knowledge';
import { DEFAULT_KNOWLEDGE_CNAME_TARGET } from './domain/knowledge/cname-lookup.ts';
import { parseDnsServers } from './domain/knowledge/dns-servers.ts';
import { DEFAULT_JOB_CONCURRENCY, JOB_CONCURRENCY_MAX, parseKindLimits, type JobConcurrency } from './jobs/concurrency.ts';

// All environment parsing happens here, once; the rest of the server receives a typed Config.
const port = (fallback: number) =>
  z.coerce.number().int().min(0).max(65535).default(fallback);

const envSchema = z.object({
  PORT: port(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_PORT: port(2525),
  SMTP_RELAY_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_ORG: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(700),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(JOB_CONCURRENCY_MAX).default(DEFAULT_JOB_CONCURRENCY.total),
  JOB_CONCURRENCY_BY_KIND: z
    .string()
    .default('')
    .transform((raw, ctx) => {
      const parsed = parseKindLimits(raw);
      if (parsed.ok) return parsed.perKind;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
  // Comma-separated IP[:port] ([v6]:port); empty or unset: the system's resolvers.
  DNS_SERVERS: z
    .string()
    .default('')
    .transform((raw, ctx) => {
      const parsed = parseDnsServers(raw);
      if (parsed.ok) return parsed.servers.length > 0 ? parsed.servers : undefined;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
  KNOWLEDGE_CNAME_TARGET: z
    .string()
    .default(DEFAULT_KNOWLEDGE_CNAME_TARGET)
    .transform((raw, ctx) => {
      const parsed = parseHostName(raw, 'the target');
      if (parsed.ok) return parsed.host;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpPort: number;
  smtpRelayUrl: string | undefined;
  publicUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  createDemoOrg: boolean;
  /** Behind a reverse proxy: take the client's address from X-Forwarded-For. */
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  /** Requests per minute per API key and per session; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** DNS servers for the knowledge-site check; undefined: the system's. */
  dnsServers: string[] | undefined;
  /** Where knowledge-site domains must point with a CNAME. */
  knowledgeCnameTarget: string;
  /** Let webhooks call loopback and private addresses (a trusted network; otherwise refused against SSRF). */
  webhookAllowPrivate: boolean;
  /** Background jobs this process runs at once, in all and per kind (the defaults overridden by the environment). */
  jobConcurrency: JobConcurrency;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpPort: e.SMTP_PORT,
    smtpRelayUrl: e.SMTP_RELAY_URL || undefined,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    createDemoOrg: e.DEMO_ORG === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    dnsServers: e.DNS_SERVERS,
    knowledgeCnameTarget: e.KNOWLEDGE_CNAME_TARGET,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE === 'true',
    jobConcurrency: { total: e.JOB_CONCURRENCY, perKind: { ...DEFAULT_JOB_CONCURRENCY.perKind, ...e.JOB_CONCURRENCY_BY_KIND } },
  };
}
