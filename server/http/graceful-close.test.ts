import net from 'node:net';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { listenHttp, type HttpServer } from './http-server.ts';

// Closing the HTTP server on shutdown, on real sockets: what finishes, what is closed at once, what is cut.

let running: (HttpServer & { port: number }) | undefined;
const sockets: net.Socket[] = [];

afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  if (running?.server.listening) await running.close(Date.now());
  running = undefined;
});

/** A server whose /slow answers when the test says so; `started` resolves when a /slow handler began. */
async function start() {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let begin: () => void = () => {};
  const started = new Promise<void>((resolve) => (begin = resolve));
  let handlerEnded = false;
  let reading: () => void = () => {};
  const uploadStarted = new Promise<void>((resolve) => (reading = resolve));
  const app = new Hono()
    .get('/fast', (c) => c.json({ ok: true }))
    .get('/slow', async (c) => {
      begin();
      await released;
      handlerEnded = true;
      return c.json({ slow: true });
    })
    .post('/upload', async (c) => {
      reading();
      // Cut at the deadline, the body read fails: the answer goes nowhere.
      return c.json({ length: (await c.req.text().catch(() => '')).length });
    });
  running = await listenHttp(app.fetch, { hostname: '127.0.0.1', port: 0 });
  return { ...running, release, started, uploadStarted, handlerEnded: () => handlerEnded };
}

interface Conn {
  socket: net.Socket;
  /** Everything received so far. */
  received(): string;
  /** Resolves when the server closed the connection. */
  closed: Promise<void>;
}

function connect(port: number, request?: string): Conn {
  const socket = net.connect(port, '127.0.0.1');
  sockets.push(socket);
  let data = '';
  socket.on('data', (d) => (data += d.toString('latin1')));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  if (request) socket.write(request);
  return { socket, received: () => data, closed };
}

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const GET = (path: string) => `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`;

describe('closing the HTTP server', () => {
  it('closes kept-alive connections with nothing in progress at once, and refuses new connections', async () => {
    const s = await start();
    const idle = connect(s.port, GET('/fast'));
    await until(() => idle.received().includes('{"ok":true}'), 'the first answer');
    const report = await s.close(Date.now() + 60_000);
    expect(report).toEqual({ drained: true, requestsCut: 0, connectionsCut: 0 });
    await idle.closed;
    const refused = await new Promise<string>((resolve) => {
      const socket = net.connect(s.port, '127.0.0.1');
      socket.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
      socket.on('connect', () => resolve('connected'));
    });
    expect(refused).toBe('ECONNREFUSED');
  });

  it('lets a request in progress finish, answers it with Connection: close, and only then resolves', async () => {
    const s = await start();
    const conn = connect(s.port, GET('/slow'));
    await s.started;
    let resolved = false;
    const closing = s.close(Date.now() + 60_000).then((report) => {
      resolved = true;
      return report;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(resolved).toBe(false);
    s.release();
    expect(await closing).toEqual({ drained: true, requestsCut: 0, connectionsCut: 0 });
    await conn.closed;
    expect(conn.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(conn.received()).toMatch(/\r\nConnection: close\r\n/i);
    expect(conn.received()).toContain('{"slow":true}');
  });

  it('waits for a handler that goes on after its client left (it may still be writing to the database)', async () => {
    const s = await start();
    const conn = connect(s.port, GET('/slow'));
    await s.started;
    conn.socket.destroy();
    let resolved = false;
    const closing = s.close(Date.now() + 60_000).then(() => (resolved = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(resolved).toBe(false);
    s.release();
    await closing;
    expect(s.handlerEnded()).toBe(true);
  });

  it('cuts a request whose body never finishes arriving at the deadline, and says so', async () => {
    const s = await start();
    const half = connect(s.port, 'POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\nonly this');
    await s.uploadStarted;
    const report = await s.close(Date.now() + 500);
    expect(report).toEqual({ drained: false, requestsCut: 1, connectionsCut: 1 });
    await half.closed;
    expect(half.received()).toBe('');
  });
});
