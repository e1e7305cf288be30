import type http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { createOrganization, type CreatedOrganization } from '../domain/organizations.ts';
import { openTestDatabase } from '#test/support/test-database';
import { listenHttp } from './http-server.ts';

// Over a real socket: a client that announces a body and hangs up before sending it all.

let database: Database;
let server: http.Server;
let org: CreatedOrganization;
const lines: { level: number; msg: string; status?: number }[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  org = await createOrganization(database.db, { name: 'Abort Co' });
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) });
  const app = createApp({ db: database.db, logger, ping: database.ping });
  ({ server } = await listenHttp(app.fetch, { hostname: '127.0.0.1', port: 0 }));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

describe('an aborted request', () => {
  it('is logged as the client going away, below error level, without a 500', async () => {
    const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/contacts/suppressed HTTP/1.1\r\nHost: localhost\r\nX-Api-Key: ${org.api_key}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 5\r\n\r\n{"',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await expect.poll(() => lines.find((l) => l.msg === 'request'), { timeout: 5000 }).toBeDefined();
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(lines.find((l) => l.msg === 'request')!.status).not.toBe(500);
    expect(lines.map((l) => l.msg)).toContain('client closed the connection before its request was read');
  });
});
