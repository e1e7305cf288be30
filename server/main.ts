import net from 'node:net';
import path from 'node:path';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { SEND_JOB } from './domain/conversations/outbound-message.ts';
import { ensureDemoOrganization } from './domain/demo-organization.ts';
import { scheduleHousekeeping } from './domain/housekeeping.ts';
import { queueReembedding } from './domain/rag/reembed.ts';
import { jobHandlers } from './jobs/handlers.ts';
import { JobGate } from './jobs/job-gate.ts';
import { startJobWorker } from './jobs/worker.ts';
import { ChangeHub } from './events/change-hub.ts';
import { createLogger, loggableError } from './logger.ts';
import { startSmtpListener } from './mail/inbound/smtp-listener.ts';
import { createMailTransport } from './mail/outbound/transport.ts';
import { listenHttp } from './http/http-server.ts';
import { startControlSocket } from './process/control-socket.ts';
import { handleShutdownSignals } from './process/shutdown.ts';
import { repoRoot } from './repo-root.ts';


function fail(message: string): never {
  process.stderr.write(`support-inbox: ${message}\n`);
  process.exit(1);
}

function portInUse(port: number, host: string): never {
  fail(`port ${port} on ${host} is already in use; set PORT to another port`);
}

// The demo organization's password and key are printed once, after the server listens: a busy port found
// only then would leave a demo organization whose credentials nobody saw (and no new one on the next start).
async function checkPortFree(port: number, host: string): Promise<void> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(port, host, () => probe.close(() => resolve()));
  }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'EADDRINUSE') portInUse(port, host);
    throw err;
  });
}

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    command: 'npm start (server)',
  });
  logger.info({ database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined }, 'database ready');

  await checkPortFree(config.port, config.host);
  // Listening for mail before the demo organization exists, for the same reason as the port check above.
  const smtp =
    config.smtpPort === 0
      ? undefined
      : await startSmtpListener({ db: database.db, logger, port: config.smtpPort, host: config.host }).catch(
          (err: NodeJS.ErrnoException) => {
            if (err.code === 'EADDRINUSE') fail(`SMTP port ${config.smtpPort} on ${config.host} is already in use; set SMTP_PORT (0 disables)`);
            throw err;
          },
        );

  // The CLI's backup of an embedded database it cannot open while this process holds it.
  const backup = database.backup;
  const control = backup ? await startControlSocket(config.dataDir, (request) => backup(request.file), logger) : undefined;

  const demo = config.createDemoOrg ? await ensureDemoOrganization(database.db) : undefined;

  // The process's one reader of the change feed: every event stream of this process subscribes to it.
  const hub = new ChangeHub(database.db, { logger, listen: database.listen });
  const app = createApp({
    db: database.db,
    logger,
    hub,
    ping: database.ping,
    trustProxy: config.trustProxy,
    dnsServers: config.dnsServers,
    knowledgeCnameTarget: config.knowledgeCnameTarget,
    publicUrl: config.publicUrl,
    webhookAllowPrivate: config.webhookAllowPrivate,
    rateLimitPerMinute: config.rateLimitPerMinute,
    inboundSmtp: { host: config.publicUrl ? new URL(config.publicUrl).hostname : null, port: config.smtpPort === 0 ? null : config.smtpPort },
    webRoot: path.join(repoRoot, 'dist', 'web'),
  });

  const http = await listenHttp(app.fetch, { hostname: config.host, port: config.port }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'EADDRINUSE') portInUse(config.port, config.host);
    throw err;
  });

  // With no relay configured, outgoing mail is written to the outbox folder and counts as sent.
  // As many relay connections as sends run at once.
  const transport = createMailTransport({ relayUrl: config.smtpRelayUrl, outboxDir: path.join(config.dataDir, 'outbox'), connections: config.jobConcurrency.perKind[SEND_JOB] ?? 1 });
  await scheduleHousekeeping(database.db, new Date());
  // Passage vectors of another word-vector table are re-embedded by the job queue; not awaited: a first start
  // builds the table (seconds) while the server already answers, searching by words.
  queueReembedding(database.db, new Date()).catch((err: unknown) => logger.warn({ err: loggableError(err) }, 're-embedding AI sources could not be queued'));
  // On shutdown, jobs not yet started go back to the queue rather than run (see JobGate).
  const jobs = new JobGate();
  const handlers = jobHandlers({ db: database.db, transport, logger, allowPrivateWebhooks: config.webhookAllowPrivate, embeddedDatabase: database.kind === 'pglite' });
  // The embedded database is this process's alone (the folder lock): a job found running was a dead process's.
  const worker = startJobWorker(database.db, jobs.wrap(handlers), {
    logger,
    exclusive: database.kind === 'pglite',
    concurrency: config.jobConcurrency,
  });
  // `port` is the bound one, which differs from PORT when PORT=0 asks for any free one.
  const url = config.publicUrl ?? `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${http.port}`;
  const lines = [
    '',
    `  Support Inbox is running: ${url}/`,
    `  API: ${url}/api   reference: ${url}/api/docs`,
    smtp ? `  Inbound mail (SMTP): ${config.host}:${smtp.port}` : '  Inbound mail (SMTP): disabled',
    transport.kind === 'relay'
      ? '  Outbound mail: through SMTP_RELAY_URL'
      : `  Outbound mail: written to ${path.join(config.dataDir, 'outbox')} (set SMTP_RELAY_URL to deliver)`,
  ];
  if (demo) {
    lines.push(
      '',
      `  A demo organization was created: "${demo.organization.name}" (id ${demo.organization.id})`,
      ...demo.signIns.map((s) => `  Demo sign-in (${s.role}):${' '.repeat(6 - s.role.length)}${s.email} / ${s.password}`),
      `  Owner API key: ${demo.api_key}`,
      '  (shown once: keep them now)',
      `  Try: curl -H "X-Api-Key: ${demo.api_key}" ${url}/api/agents`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

  handleShutdownSignals({ http, hub, smtp, control, worker, jobs, transport, database }, { logger, timeoutMs: config.shutdownTimeoutMs });
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) fail(err.message);
  process.stderr.write(`support-inbox: could not start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
