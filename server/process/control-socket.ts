import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from 'pino';

// The running server answers a few admin commands from the CLI on a Unix socket in its data folder: the CLI
// cannot open an embedded database the server holds, and what only the holder can do consistently (a backup
// while requests are served) goes through it. The socket is only as reachable as the folder (mode 0600).

export interface ControlRequest {
  command: 'backup';
  file: string;
}
export type ControlReply = { ok: true; result: unknown } | { ok: false; error: string };
export type ControlHandler = (request: ControlRequest) => Promise<unknown>;

export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control.sock');
const MAX_REQUEST = 64 * 1024;

export async function startControlSocket(dataDir: string, handler: ControlHandler, logger: Logger): Promise<{ close(): Promise<void> }> {
  const file = controlSocketPath(dataDir);
  fs.rmSync(file, { force: true }); // left by a process that died; the data folder lock says we own the folder
  const server = net.createServer((socket) => {
    let buffered = '';
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      if (buffered.length > MAX_REQUEST) return socket.destroy();
      const end = buffered.indexOf('\n');
      if (end < 0) return;
      const reply = (r: ControlReply) => socket.end(`${JSON.stringify(r)}\n`);
      let request: ControlRequest;
      try {
        request = JSON.parse(buffered.slice(0, end)) as ControlRequest;
      } catch {
        return reply({ ok: false, error: 'malformed request' });
      }
      if (request?.command !== 'backup' || typeof request.file !== 'string') return reply({ ok: false, error: 'unknown command' });
      handler(request).then(
        (result) => reply({ ok: true, result }),
        (err: unknown) => {
          logger.warn({ err }, `control command ${request.command} failed`);
          reply({ ok: false, error: err instanceof Error ? err.message : String(err) });
        },
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  fs.chmodSync(file, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(file, { force: true });
      }),
  };
}

/** Sends one request to the server holding `dataDir`; rejects when none answers there. */
export function sendControlRequest(dataDir: string, request: ControlRequest, timeoutMs = 120_000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(controlSocketPath(dataDir));
    let buffered = '';
    const timer = setTimeout(() => socket.destroy(new Error('the server did not answer in time')), timeoutMs);
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => (buffered += chunk));
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    socket.on('end', () => {
      clearTimeout(timer);
      try {
        const reply = JSON.parse(buffered) as ControlReply;
        if (reply.ok) resolve(reply.result);
        else reject(new Error(reply.error));
      } catch {
        reject(new Error('the server gave no answer'));
      }
    });
  });
}
