import type { Readable } from 'node:stream';
import type { ConnectionUrlOptions } from 'nodemailer/lib/shared';
import SMTPConnection, { type SMTPConnectionOptions, type SMTPConnectionSendInfo } from 'nodemailer/lib/smtp-connection';

// Connections to the relay, kept open and reused: up to `max` at once (the sends that run at once), each for up
// to MESSAGES_PER_CONNECTION messages, closed after IDLE_MS unused. A message on a reused connection spares a
// connection, a greeting and, with a real relay, a TLS handshake and a login. A connection that failed in any way
// is closed, never reused.

const MESSAGES_PER_CONNECTION = 100;
/** Closed by us before a relay's own idle timeout could close it under a message about to be sent. */
const IDLE_MS = 30_000;

interface Pooled {
  connection: SMTPConnection;
  sent: number;
  broken: boolean;
  idleTimer?: NodeJS.Timeout;
}

export class RelayConnections {
  private readonly idle: Pooled[] = [];
  private readonly waiting: Array<() => void> = [];
  private open = 0;
  private closed = false;

  constructor(
    /** parseConnectionUrl's: the connection's options, and `auth` for a login when the relay offers one. */
    private readonly options: ConnectionUrlOptions & SMTPConnectionOptions,
    private readonly max: number,
  ) {}

  /**
   * Hands a message to the relay on a pooled connection; `message()` makes its stream, read only once the relay
   * said DATA may start.
   */
  async send(envelope: { from: string; to: string[] }, message: () => Readable): Promise<SMTPConnectionSendInfo> {
    for (let attempt = 1; ; attempt++) {
      const pooled = await this.acquire();
      const stream = message();
      try {
        const info = await deliver(pooled, envelope, stream);
        pooled.sent++;
        this.release(pooled);
        return info;
      } catch (err) {
        pooled.broken = true;
        this.release(pooled);
        // A reused connection the relay had closed meanwhile, before a byte of the message went over it: the relay
        // cannot have the message. Once more, on a new connection.
        if (attempt === 1 && pooled.sent > 0 && !stream.readableDidRead) continue;
        throw err;
      }
    }
  }

  close(): void {
    this.closed = true;
    for (const pooled of this.idle.splice(0)) this.discard(pooled);
  }

  private async acquire(): Promise<Pooled> {
    for (;;) {
      if (this.closed) throw new Error('the relay connections are closed');
      const reusable = this.idle.pop();
      if (reusable) {
        clearTimeout(reusable.idleTimer);
        if (!reusable.broken) return reusable;
        this.discard(reusable);
        continue;
      }
      if (this.open < this.max) {
        this.open++;
        try {
          return await connect(this.options);
        } catch (err) {
          this.open--;
          this.wakeOne();
          throw err;
        }
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  private release(pooled: Pooled): void {
    if (this.closed || pooled.broken || pooled.connection.destroyed || pooled.sent >= MESSAGES_PER_CONNECTION) this.discard(pooled);
    else {
      pooled.idleTimer = setTimeout(() => {
        const at = this.idle.indexOf(pooled);
        if (at >= 0) this.idle.splice(at, 1);
        this.discard(pooled);
      }, IDLE_MS);
      pooled.idleTimer.unref();
      this.idle.push(pooled);
    }
    this.wakeOne();
  }

  private discard(pooled: Pooled): void {
    clearTimeout(pooled.idleTimer);
    this.open--;
    if (pooled.broken || pooled.connection.destroyed) pooled.connection.close();
    else pooled.connection.quit();
  }

  private wakeOne(): void {
    this.waiting.shift()?.();
  }
}

async function connect(options: ConnectionUrlOptions & SMTPConnectionOptions): Promise<Pooled> {
  const connection = new SMTPConnection(options);
  const pooled: Pooled = { connection, sent: 0, broken: false };
  // Errors of an idle connection (the relay went away) only mark it: it is not used again.
  connection.on('error', () => (pooled.broken = true));
  connection.on('end', () => (pooled.broken = true));
  try {
    await new Promise<void>((resolve, reject) => connection.connect((err) => (err ? reject(err) : resolve())));
    const { auth } = options;
    if (auth && (connection.allowsAuth || options.forceAuth === true)) {
      await new Promise<void>((resolve, reject) => connection.login(auth, (err) => (err ? reject(err) : resolve())));
    }
  } catch (err) {
    connection.close();
    throw err;
  }
  return pooled;
}

/** One message on one connection: the relay's answer, or the first error of the exchange or the connection. */
function deliver(pooled: Pooled, envelope: { from: string; to: string[] }, message: Readable): Promise<SMTPConnectionSendInfo> {
  const { connection } = pooled;
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (err: Error | null, info?: SMTPConnectionSendInfo) => {
      if (settled) return;
      settled = true;
      connection.off('error', onError);
      connection.off('end', onEnd);
      if (err) {
        message.destroy();
        reject(err);
      } else resolve(info!);
    };
    const onError = (err: Error) => settle(err);
    const onEnd = () => settle(new Error('the relay closed the connection'));
    connection.once('error', onError);
    connection.once('end', onEnd);
    if (pooled.broken || connection.destroyed) return settle(new Error('the relay connection was lost'));
    // A copy: the connection writes its state (accepted, rejected...) into the envelope it is given.
    connection.send({ from: envelope.from, to: [...envelope.to] }, message, (err, info) => settle(err, info));
  });
}
