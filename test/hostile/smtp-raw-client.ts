import net from 'node:net';

// A bare SMTP client on node:net for hostile tests: it writes exactly the bytes it is given (no dot-stuffing
// or line-ending repair unless asked), so a test can send what no well-behaved client would.

export interface SmtpReply {
  /** The reply code, or 0 when the server closed the connection without one. */
  code: number;
  text: string;
}

const CLOSED: SmtpReply = { code: 0, text: 'connection closed' };

export interface RawSmtpSession {
  /** The next complete reply (multi-line replies joined); rejects when none comes within `timeoutMs`. */
  reply(timeoutMs?: number): Promise<SmtpReply>;
  write(bytes: Buffer | string): void;
  /** Writes a command line (CRLF added) and waits for its reply. */
  command(line: string, timeoutMs?: number): Promise<SmtpReply>;
  /** MAIL, RCPT and DATA for a raw message, dot-stuffed and terminated; the first refusal or the final reply. */
  sendMail(raw: Buffer, envelope: { from: string; to: string }, timeoutMs?: number): Promise<SmtpReply>;
  /** Half-closes our side (FIN) without waiting. */
  end(): void;
  close(): Promise<void>;
  readonly isClosed: boolean;
  /** Replies received and not read yet (an unsolicited 421 before the server closes, say). */
  readonly pending: number;
}

/** Dot-stuffs a message for DATA (a leading dot on any line, after CRLF or a bare LF) and appends the terminator. */
export function dataPayload(raw: Buffer): Buffer {
  const text = raw.toString('latin1').replace(/(^|\n)\./g, '$1..');
  return Buffer.from(text.endsWith('\r\n') ? `${text}.\r\n` : `${text}\r\n.\r\n`, 'latin1');
}

export async function openRawSmtp(port: number, opts: { ehlo?: boolean } = {}): Promise<RawSmtpSession> {
  const socket = net.connect(port, '127.0.0.1');
  let buffer = '';
  let closed = false;
  const queue: SmtpReply[] = [];
  const waiters: ((reply: SmtpReply) => void)[] = [];

  const push = (reply: SmtpReply) => {
    const waiter = waiters.shift();
    if (waiter) waiter(reply);
    else queue.push(reply);
  };
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('latin1');
    // A reply is complete at a line "NNN text" (a dash after the code continues it).
    for (let match = /^(?:\d{3}-[^\n]*\n)*(\d{3})(?: [^\n]*)?\r?\n/.exec(buffer); match; match = /^(?:\d{3}-[^\n]*\n)*(\d{3})(?: [^\n]*)?\r?\n/.exec(buffer)) {
      buffer = buffer.slice(match[0].length);
      push({ code: Number(match[1]), text: match[0].trim() });
    }
  });
  socket.on('error', () => {}); // a reset by the server shows as 'close'
  socket.on('close', () => {
    closed = true;
    while (waiters.length > 0) waiters.shift()!(CLOSED);
  });

  const reply = (timeoutMs = 10_000) =>
    new Promise<SmtpReply>((resolve, reject) => {
      const queued = queue.shift();
      if (queued) return resolve(queued);
      if (closed) return resolve(CLOSED);
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(done), 1);
        reject(new Error(`no SMTP reply within ${timeoutMs} ms (the listener hangs)`));
      }, timeoutMs);
      const done = (r: SmtpReply) => {
        clearTimeout(timer);
        resolve(r);
      };
      waiters.push(done);
    });
  const write = (bytes: Buffer | string) => {
    if (!closed && !socket.destroyed) socket.write(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes);
  };
  const command = (line: string, timeoutMs?: number) => {
    write(`${line}\r\n`);
    return reply(timeoutMs);
  };

  const session: RawSmtpSession = {
    reply,
    write,
    command,
    async sendMail(raw, envelope, timeoutMs) {
      for (const line of [`MAIL FROM:<${envelope.from}>`, `RCPT TO:<${envelope.to}>`, 'DATA']) {
        const answer = await command(line, timeoutMs);
        if (answer.code !== (line === 'DATA' ? 354 : 250)) return answer;
      }
      write(dataPayload(raw));
      return reply(timeoutMs);
    },
    end: () => socket.end(),
    close: () =>
      new Promise<void>((resolve) => {
        if (closed) return resolve();
        socket.once('close', () => resolve());
        socket.destroy();
      }),
    get isClosed() {
      return closed;
    },
    get pending() {
      return queue.length;
    },
  };

  const banner = await reply();
  if (banner.code !== 220) throw new Error(`unexpected banner: ${banner.text}`);
  if (opts.ehlo !== false) {
    const hello = await command('EHLO fuzzer.outside.example');
    if (hello.code !== 250) throw new Error(`EHLO refused: ${hello.text}`);
  }
  return session;
}
