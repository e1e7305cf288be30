import http from 'node:http';
import net from 'node:net';
import fc from 'fast-check';
import type { ApiOperation } from '../support/openapi-operations.ts';
import { problemWith, type Answer } from './fuzz-client.ts';
import { requestArbitrary, type FuzzRequest } from './fuzz-request.ts';
import type { FuzzWorld } from './fuzz-world.ts';
import { urlSweepRequests } from './url-sweep.ts';

// The fuzzer's requests sent to a server process over real TCP, on kept-alive connections as an HTTP client
// sends them, and requests a client leaves unfinished (a body that stops half way, a head never completed, a
// stream nobody closes): what a server has in hand when it is told to stop.

/** The sweeps of each operation's path and query parameters and `perOperation` random requests each, shuffled. */
export function fuzzRequests(world: FuzzWorld, operations: ApiOperation[], opts: { perOperation: number; seed: number }): FuzzRequest[] {
  const declared = new Set(operations.map((op) => `${op.method} ${op.path}`));
  const all = operations.flatMap((op, i) => [
    ...urlSweepRequests(world, op),
    ...fc.sample(requestArbitrary(world, op, { declared }), { seed: opts.seed + i, numRuns: opts.perOperation }),
  ]);
  // Every operation is reached early in the run, not one after the other.
  return fc.sample(fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }), { seed: opts.seed, numRuns: 1 })[0]!;
}

export interface SocketFuzzRun {
  /** Requests answered, and the answers that break the rules every route shares (a 5xx, a 4xx without { error }). */
  readonly answered: number;
  readonly problems: string[];
  /** Requests that got no answer (refused or cut connections, headers Node's client will not send). */
  readonly unanswered: number;
  /** Resolves when every request was sent and answered or failed, or the run was stopped. */
  done: Promise<void>;
  /** Sends no more requests and drops every connection, as a client process that was stopped. */
  stop(): void;
}

/** Header values as bytes: a value with characters past Latin-1 goes out as its UTF-8 bytes. */
const onTheWire = (value: string) => Buffer.from(value, 'utf8').toString('latin1');

export function fuzzOverSockets(port: number, requests: FuzzRequest[], opts: { concurrency: number }): SocketFuzzRun {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.concurrency });
  const queue = [...requests];
  let stopped = false;
  const run = { answered: 0, unanswered: 0, problems: [] as string[] };

  const send = (req: FuzzRequest) =>
    new Promise<void>((resolve) => {
      const target = new URL(req.url, 'http://fuzz');
      const headers: string[] = ['Host', `127.0.0.1:${port}`];
      for (const [name, value] of req.headers) headers.push(name, onTheWire(value));
      const body = req.body === undefined ? undefined : Buffer.from(req.body);
      if (body) headers.push('Content-Length', String(body.length));
      let request: http.ClientRequest;
      try {
        // A raw header list: sent in this order, twice when given twice, nothing added.
        request = http.request({ agent, host: '127.0.0.1', port, method: req.method, path: target.pathname + target.search, headers });
      } catch {
        run.unanswered++;
        return resolve();
      }
      request.on('error', () => {
        run.unanswered++;
        resolve();
      });
      request.on('response', (res) => {
        const contentType = res.headers['content-type'] ?? '';
        const judge = (answer: Answer) => {
          run.answered++;
          const problem = problemWith({ certain: false, method: req.method }, answer);
          if (problem) run.problems.push(`${req.method} ${req.url.slice(0, 200)}: ${problem}`);
          resolve();
        };
        if (contentType.startsWith('text/event-stream')) {
          // A live stream never ends by itself: its opening is all there is to judge.
          res.destroy();
          return judge({ status: res.statusCode!, contentType, text: '' });
        }
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => judge({ status: res.statusCode!, contentType, text: contentType.includes('json') ? Buffer.concat(chunks).toString('utf8') : '' }));
        res.on('error', () => {
          run.unanswered++;
          resolve();
        });
      });
      request.end(body);
    });

  const done = Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (!stopped && queue.length > 0) await send(queue.shift()!);
    }),
  ).then(() => agent.destroy());

  return {
    get answered() {
      return run.answered;
    },
    get unanswered() {
      return run.unanswered;
    },
    problems: run.problems,
    done,
    stop: () => {
      stopped = true;
      agent.destroy();
    },
  };
}

export interface UnfinishedRequests {
  sockets: net.Socket[];
  /** Whether the server has closed each socket. */
  closedByServer(): boolean[];
  destroy(): void;
}

/**
 * Requests left unfinished on connections kept open: a body that stopped half way, a head never completed, an
 * event stream read and never closed, the same stream asked with HEAD, and a kept-alive connection doing nothing
 * after its answer. Resolves once each has reached the server (the stream's first event, the idle one's answer).
 */
export async function openUnfinishedRequests(port: number, apiKey: string): Promise<UnfinishedRequests> {
  const auth = `Host: 127.0.0.1:${port}\r\nX-Api-Key: ${apiKey}\r\n`;
  const requests = [
    `POST /api/contacts/suppressed HTTP/1.1\r\n${auth}Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":"half`,
    `POST /api/conversations/compose HTTP/1.1\r\n${auth}Content-Type: appl`,
    `GET /api/events HTTP/1.1\r\n${auth}\r\n`,
    `HEAD /api/events HTTP/1.1\r\n${auth}\r\n`,
    `GET /healthz HTTP/1.1\r\n${auth}\r\n`,
  ];
  const sockets: net.Socket[] = [];
  const closed: boolean[] = [];
  await Promise.all(
    requests.map(
      (request, i) =>
        new Promise<void>((resolve, reject) => {
          const socket = net.connect(port, '127.0.0.1');
          sockets.push(socket);
          closed[i] = false;
          let received = '';
          socket.on('error', () => {});
          socket.on('close', () => (closed[i] = true));
          socket.on('data', (d: Buffer) => {
            received += d.toString('latin1');
            if (/\r\n\r\n/.test(received)) resolve();
          });
          socket.on('connect', () => {
            socket.write(request);
            // The two unfinished requests get no answer: being read is all that can be seen of them.
            if (i < 2) setTimeout(resolve, 200);
          });
          setTimeout(() => reject(new Error(`unfinished request ${i}: nothing from the server within 30 s`)), 30_000).unref();
        }),
    ),
  );
  return { sockets, closedByServer: () => [...closed], destroy: () => sockets.forEach((s) => s.destroy()) };
}
