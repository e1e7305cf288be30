import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { parseHostName } from '#contract/knowledge';
import { PERMISSIONS, ROLES, type Permission, type Role } from '#contract/permissions';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type Db } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { restoreBackup, RestoreError } from './db/backup/pglite-backup.ts';
import { sendControlRequest } from './process/control-socket.ts';
import { organizations } from './db/schema.ts';
import { createAgent, createInvite, normalizeEmail } from './domain/agents.ts';
import { createApiKey, revokeApiKey } from './domain/api-keys.ts';
import { createChannel } from './domain/channels.ts';
import { SYSTEM_ACTOR } from './domain/conversations/events.ts';
import { InputError } from './domain/errors.ts';
import { addInvoice, setPlan } from './domain/invoices/billing-admin.ts';
import { clearKnowledgeDomain, setKnowledgeDomain } from './domain/knowledge/knowledge-domain.ts';
import { createOrganization } from './domain/organizations.ts';
import { isPermission } from './domain/permissions.ts';
import { seedOrganization } from './domain/seed/seed-organization.ts';

// Admin command line: every command prints one JSON object on stdout; errors go to stderr, exit code 1.

const USAGE = `usage: npm run -s inbox -- <command>
  org create --name NAME [--timezone IANA] [--owner-email E] [--owner-name N]
  key create --org ID --name NAME [--permissions teammate.invite,contact.block]
  key revoke --org ID --id KEY_ID
  agent create --org ID --email E --name N [--role owner|admin|agent] [--password P]
  invite create --org ID --email E [--role admin|agent]
  channel create --org ID --email E [--name N]
  seed --org ID [--conversations N]
  org plan set --org ID --name N --offer CENTS [--currency EUR]
  invoice add --org ID --amount CENTS --members N --paid ISO [--reference R]
  knowledge set --org ID --domain D
  knowledge clear --org ID
  backup FILE           the embedded database (DATA_DIR), also while the server runs
  restore FILE          into an empty DATA_DIR`;

class UsageError extends Error {}

const COMMANDS = [
  'org create',
  'key create',
  'key revoke',
  'agent create',
  'invite create',
  'channel create',
  'seed',
  'org plan set',
  'invoice add',
  'knowledge set',
  'knowledge clear',
];

type Flags = Record<string, string | undefined>;

function required(flags: Flags, name: string): string {
  const v = flags[name];
  if (v === undefined || v === '') throw new UsageError(`--${name} is required`);
  return v;
}

function positiveInt(flags: Flags, name: string, fallback?: number): number {
  const raw = flags[name];
  if (raw === undefined) {
    if (fallback === undefined) throw new UsageError(`--${name} is required`);
    return fallback;
  }
  if (!/^[0-9]+$/.test(raw) || Number(raw) < 1 || !Number.isSafeInteger(Number(raw))) {
    throw new UsageError(`--${name} must be a positive integer`);
  }
  return Number(raw);
}

/** A whole number of at least 0 (amounts in the smallest currency unit); the domain checks the range. */
function wholeNumber(flags: Flags, name: string): number {
  const raw = required(flags, name);
  if (!/^[0-9]+$/.test(raw)) throw new UsageError(`--${name} must be a whole number (in the smallest currency unit, e.g. cents)`);
  return Number(raw);
}

async function requireOrg(db: Db, flags: Flags): Promise<number> {
  const id = positiveInt(flags, 'org');
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
  if (!org) throw new InputError(`organization ${id} does not exist`);
  return id;
}

function parsePermissions(raw: string | undefined): Permission[] {
  if (raw === undefined || raw.trim() === '') return [];
  const names = raw.split(',').map((p) => p.trim()).filter(Boolean);
  const unknown = names.filter((p) => !isPermission(p));
  if (unknown.length) throw new UsageError(`unknown permission ${unknown.join(', ')}; known: ${PERMISSIONS.join(', ')}`);
  return names as Permission[];
}

function parseRole<T extends Role>(raw: string | undefined, allowed: readonly T[], fallback: T): T {
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) throw new UsageError(`--role must be one of ${allowed.join(', ')}`);
  return raw as T;
}

async function run(db: Db, command: string, flags: Flags, config: Config): Promise<unknown> {
  switch (command) {
    case 'org create': {
      const created = await createOrganization(db, {
        name: required(flags, 'name'),
        timezone: flags.timezone,
        ownerEmail: flags['owner-email'],
        ownerName: flags['owner-name'],
      });
      return { organization: created.organization, owner: created.owner, api_key: created.api_key };
    }
    case 'key create': {
      const organizationId = await requireOrg(db, flags);
      const key = await createApiKey(db, {
        organizationId,
        name: required(flags, 'name'),
        permissions: parsePermissions(flags.permissions),
      });
      return { id: key.id, key: key.key, name: key.name, permissions: key.permissions };
    }
    case 'key revoke': {
      const organizationId = await requireOrg(db, flags);
      const id = positiveInt(flags, 'id');
      if (!(await revokeApiKey(db, organizationId, id))) {
        throw new InputError(`no active API key ${id} in organization ${organizationId}`);
      }
      return { id, revoked: true };
    }
    case 'agent create': {
      const organizationId = await requireOrg(db, flags);
      const agent = await createAgent(db, {
        organizationId,
        email: required(flags, 'email'),
        name: required(flags, 'name'),
        role: parseRole(flags.role, ROLES, 'agent'),
        password: flags.password,
      });
      return { id: agent.id, email: agent.email, name: agent.name, role: agent.role, password: agent.password };
    }
    case 'invite create': {
      const organizationId = await requireOrg(db, flags);
      const invite = await createInvite(db, {
        organizationId,
        email: required(flags, 'email'),
        role: parseRole(flags.role, ['admin', 'agent'] as const, 'agent'),
      });
      return invite;
    }
    case 'channel create': {
      const organizationId = await requireOrg(db, flags);
      const email = normalizeEmail(required(flags, 'email'));
      if (!z.email().safeParse(email).success) throw new InputError(`${email} is not a valid email address`);
      const name = flags.name?.trim() || email;
      if (name.length > 100) throw new InputError('--name must be at most 100 characters');
      const channel = await createChannel(db, organizationId, { email, name, signature: '' }, { actor: SYSTEM_ACTOR, now: new Date() });
      return { id: channel.id, email: channel.email, name: channel.name, created: channel.created };
    }
    case 'seed': {
      const organizationId = await requireOrg(db, flags);
      const conversations = positiveInt(flags, 'conversations', 50);
      if (conversations > 1_000_000) throw new UsageError('--conversations must be at most 1000000');
      const summary = await seedOrganization(db, organizationId, { conversations });
      return { organization_id: organizationId, created: summary };
    }
    case 'org plan set': {
      const organizationId = await requireOrg(db, flags);
      const plan = await setPlan(db, organizationId, { name: required(flags, 'name'), offer: wholeNumber(flags, 'offer'), currency: flags.currency });
      return { organization_id: organizationId, plan };
    }
    case 'invoice add': {
      const organizationId = await requireOrg(db, flags);
      return addInvoice(db, organizationId, {
        amount: wholeNumber(flags, 'amount'),
        members: positiveInt(flags, 'members'),
        paid: required(flags, 'paid'),
        reference: flags.reference,
      });
    }
    case 'knowledge set': {
      const organizationId = await requireOrg(db, flags);
      const parsed = parseHostName(required(flags, 'domain'), '--domain');
      if (!parsed.ok) throw new InputError(parsed.error);
      return { organization_id: organizationId, ...(await setKnowledgeDomain(db, organizationId, parsed.host, config.knowledgeCnameTarget)) };
    }
    case 'knowledge clear': {
      const organizationId = await requireOrg(db, flags);
      return { organization_id: organizationId, ...(await clearKnowledgeDomain(db, organizationId, config.knowledgeCnameTarget)) };
    }
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

/** backup and restore act on the data folder, not through the database the other commands open. */
async function runFileCommand(command: 'backup' | 'restore', file: string | undefined): Promise<unknown> {
  if (!file) throw new UsageError(`${command} needs a file: npm run -s inbox -- ${command} FILE`);
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new UsageError(`${command} is for the embedded database; on PostgreSQL (DATABASE_URL) use pg_dump and pg_restore`);
  }
  if (command === 'restore') {
    try {
      return { restored: await restoreBackup(file, config.dataDir) };
    } catch (err) {
      if (err instanceof RestoreError) throw new InputError(err.message);
      throw err;
    }
  }
  let database;
  try {
    database = await openDatabase({ dataDir: config.dataDir, command: 'inbox backup' });
  } catch (err) {
    // The server holds the folder: it takes the backup itself, between two of its statements.
    if (err instanceof DataDirLockedError) return { backup: await sendControlRequest(config.dataDir, { command: 'backup', file: path.resolve(file) }), by: 'server' };
    throw err;
  }
  try {
    return { backup: await database.backup!(file), by: 'cli' };
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: Object.fromEntries(
      [
        ...['name', 'timezone', 'owner-email', 'owner-name', 'org', 'permissions', 'id', 'email', 'role', 'password', 'conversations'],
        ...['amount', 'members', 'paid', 'reference', 'offer', 'currency', 'domain'],
      ].map(
        (o) => [o, { type: 'string' as const }],
      ),
    ),
  });
  const [first, file, ...rest] = positionals;
  if ((first === 'backup' || first === 'restore') && rest.length === 0) {
    process.stdout.write(`${JSON.stringify(await runFileCommand(first, file))}\n`);
    return 0;
  }
  const command = positionals.join(' ');
  if (!command) throw new UsageError('expected one command');
  // Checked before the database is opened: a typo must not create or lock a data folder.
  if (!COMMANDS.includes(command)) throw new UsageError(`unknown command "${command}"`);

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, command: `inbox ${command}`, pool: 2 });
  try {
    const result = await run(database.db, command, values as Flags, config);
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    const known = err instanceof UsageError || err instanceof InputError || err instanceof ConfigError || err instanceof DataDirLockedError;
    const message = err instanceof Error ? err.message : String(err);
    // parseArgs reports unknown flags with a TypeError carrying a code.
    const argError = err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS');
    process.stderr.write(`inbox: ${known || argError ? message : `unexpected error: ${message}`}\n`);
    if (err instanceof UsageError || argError) process.stderr.write(`${USAGE}\n`);
    process.exit(1);
  },
);
