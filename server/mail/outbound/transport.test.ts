import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { AcceptanceLane } from './acceptance-lane.ts';
import { createMailTransport, PermanentDeliveryError, type MailTransport } from './transport.ts';

// The relay transport against a real SMTP server on loopback that records, per message, the connection it came
// on, and how many connections were open at once.

interface Relay {
  url: string;
  /** Message-IDs in the order the relay accepted them. */
  accepted: string[];
  sessions: Set<string>;
  mostOpen: number;
  /** The next message ends with this answer instead of 250. */
  refuseNext(code: number): void;
  close(): Promise<void>;
}

async function startRelay(opts: { socketTimeout?: number } = {}): Promise<Relay> {
  const accepted: string[] = [];
  const sessions = new Set<string>();
  let open = 0;
  let refusal: number | undefined;
  const relay = { url: '', accepted, sessions, mostOpen: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    ...(opts.socketTimeout ? { socketTimeout: opts.socketTimeout } : {}),
    onConnect(session, callback) {
      sessions.add(session.id);
      relay.mostOpen = Math.max(relay.mostOpen, ++open);
      callback();
    },
    onClose() {
      open--;
    },
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => (head += chunk.toString('latin1')));
      stream.on('end', () => {
        if (refusal) {
          const code = refusal;
          refusal = undefined;
          return callback(Object.assign(new Error(code >= 500 ? 'refused for good' : 'try later'), { responseCode: code }));
        }
        accepted.push(/^message-id:\s*(<[^>]+>)/im.exec(head)?.[1] ?? '');
        callback();
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  relay.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return Object.assign(relay, {
    refuseNext: (code: number) => void (refusal = code),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

const raw = (n: number) => Buffer.from(`Message-ID: <m${n}@test>\r\nSubject: ${n}\r\n\r\nHello ${n}\r\n`);
const envelope = { from: 'support@outbound-co.test', to: ['customer@customer.test'] };

function latch() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

let relay: Relay | undefined;
let transport: MailTransport | undefined;
afterEach(async () => {
  transport?.close();
  await relay?.close();
  relay = transport = undefined;
});

describe('the acceptance lane', () => {
  it('lets one holder in at a time, in the order they asked', async () => {
    const lane = new AcceptanceLane();
    const order: string[] = [];
    const first = await lane.acquire();
    const second = lane.acquire().then((release) => (order.push('second'), release));
    const third = lane.acquire().then((release) => (order.push('third'), release));
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([]);
    first();
    (await second)();
    (await third)();
    expect(order).toEqual(['second', 'third']);
  });
});

describe('the relay transport', () => {
  it('lets the relay accept a message only once the one before it is recorded, with sends side by side', async () => {
    relay = await startRelay();
    transport = createMailTransport({ relayUrl: relay.url, outboxDir: '/nonexistent', connections: 4 });
    const records = [1, 2, 3, 4].map(() => latch());
    const recorded: number[] = [];
    let recording = 0;
    const sends = [1, 2, 3, 4].map((n) =>
      transport!.send(raw(n), envelope, `<m${n}@test>`, async () => {
        recording++;
        await records[n - 1]!.opened;
        recorded.push(n);
        recording--;
      }),
    );
    // The first message accepted waits for its record; the relay has the others' bodies but not their last byte.
    for (let done = 1; done <= 4; done++) {
      await expect.poll(() => [relay!.accepted.length, recording], { timeout: 10_000 }).toEqual([done, 1]);
      const n = Number(/\d+/.exec(relay.accepted[done - 1]!)![0]);
      records[n - 1]!.open();
    }
    await Promise.all(sends);
    expect(recorded.map((n) => `<m${n}@test>`)).toEqual(relay.accepted);
    // They came over as many connections, open at once.
    expect(relay.mostOpen).toBe(4);
  });

  it('reuses its connections: 30 messages, 3 at a time, over 3 connections', async () => {
    relay = await startRelay();
    transport = createMailTransport({ relayUrl: relay.url, outboxDir: '/nonexistent', connections: 3 });
    let next = 1;
    await Promise.all([1, 2, 3].map(async () => {
      while (next <= 30) {
        const n = next++;
        await transport!.send(raw(n), envelope, `<m${n}@test>`, async () => {});
      }
    }));
    expect(relay.accepted).toHaveLength(30);
    expect(relay.sessions.size).toBe(3);
    expect(relay.mostOpen).toBe(3);
  });

  it('opens a new connection when the relay closed an idle one', async () => {
    relay = await startRelay({ socketTimeout: 200 });
    transport = createMailTransport({ relayUrl: relay.url, outboxDir: '/nonexistent', connections: 1 });
    await transport.send(raw(1), envelope, '<m1@test>', async () => {});
    // The relay drops the idle connection; the next message must not be lost on it.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await transport.send(raw(2), envelope, '<m2@test>', async () => {});
    expect(relay.accepted).toEqual(['<m1@test>', '<m2@test>']);
    expect(relay.sessions.size).toBe(2);
  });

  it('tells a permanent refusal from a temporary one, and lets the next message through after either', async () => {
    relay = await startRelay();
    transport = createMailTransport({ relayUrl: relay.url, outboxDir: '/nonexistent', connections: 1 });
    relay.refuseNext(550);
    await expect(transport.send(raw(1), envelope, '<m1@test>', async () => {})).rejects.toBeInstanceOf(PermanentDeliveryError);
    relay.refuseNext(451);
    const temporary = await transport.send(raw(2), envelope, '<m2@test>', async () => {}).catch((err: unknown) => err);
    expect(temporary).toBeInstanceOf(Error);
    expect(temporary).not.toBeInstanceOf(PermanentDeliveryError);
    let recorded = false;
    await transport.send(raw(3), envelope, '<m3@test>', async () => void (recorded = true));
    expect(recorded).toBe(true);
    expect(relay.accepted).toEqual(['<m3@test>']);
  });

  it('rejects with the record\'s own error when recording fails, and lets the next message through', async () => {
    relay = await startRelay();
    transport = createMailTransport({ relayUrl: relay.url, outboxDir: '/nonexistent', connections: 2 });
    const failing = transport.send(raw(1), envelope, '<m1@test>', async () => {
      throw new Error('the database went away');
    });
    await expect(failing).rejects.toThrow('the database went away');
    await transport.send(raw(2), envelope, '<m2@test>', async () => {});
    expect(relay.accepted).toEqual(['<m1@test>', '<m2@test>']);
  });
});
