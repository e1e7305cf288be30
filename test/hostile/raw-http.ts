import net from 'node:net';

// Requests no fetch client can send (duplicate framing headers, NUL and obs-fold in headers, bytes that are
// not UTF-8 in the request line), written on a socket as they are, and the server's first answer read back.

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends the bytes, reads until the server closes (every case asks it to) or the time is up. The sending side
 * stays open (Node drops the answer to a client that half-closes), unless the server waits for more: a body
 * shorter than announced is then cut off as a client going away would.
 */
export function rawExchange(port: number, request: Buffer | string, timeoutMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    const hangUp = setTimeout(() => socket.end(), 1_000);
    socket.on('data', (chunk) => {
      clearTimeout(hangUp);
      chunks.push(chunk);
    });
    socket.on('error', () => {}); // a reset after the answer is the server closing a broken connection
    socket.on('close', () => {
      clearTimeout(timer);
      clearTimeout(hangUp);
      const answer = parseAnswer(Buffer.concat(chunks).toString('latin1'));
      if (answer) resolve(answer);
      else reject(new Error('the server closed the connection without an answer'));
    });
    socket.write(request);
  });
}

function parseAnswer(text: string): RawAnswer | undefined {
  const match = /^HTTP\/1\.[01] (\d{3})[^\r\n]*\r\n/.exec(text);
  if (!match) return undefined;
  const headEnd = text.indexOf('\r\n\r\n');
  // An interim answer (100 Continue) comes before the real one.
  if (match[1]!.startsWith('1') && headEnd >= 0) return parseAnswer(text.slice(headEnd + 4));
  const head = text.slice(match[0].length, headEnd < 0 ? undefined : headEnd);
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
  }
  let body = headEnd < 0 ? '' : text.slice(headEnd + 4);
  if (headers['transfer-encoding'] === 'chunked') body = unchunk(body);
  else if (headers['content-length']) body = body.slice(0, Number(headers['content-length']));
  return { status: Number(match[1]), headers, body: Buffer.from(body, 'latin1').toString('utf8') };
}

function unchunk(text: string): string {
  let out = '';
  let rest = text;
  for (;;) {
    const line = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, line), 16);
    if (!(size > 0)) return out;
    out += rest.slice(line + 2, line + 2 + size);
    rest = rest.slice(line + 2 + size + 2);
  }
}

export interface RawCase {
  name: string;
  request: Buffer | string;
}

/** The hostile requests, for a valid key (so a request that gets past framing reaches the routes). */
export function rawCases(key: string): RawCase[] {
  const head = (lines: string[], body = '') => `${lines.join('\r\n')}\r\nConnection: close\r\n\r\n${body}`;
  const json = '{"email":"raw@spam.example"}';
  const post = (extra: string[], body = json) =>
    head(['POST /api/contacts/suppressed HTTP/1.1', 'Host: localhost', `X-Api-Key: ${key}`, 'Content-Type: application/json', ...extra], body);
  const bytes = (...parts: (string | number[])[]) =>
    Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
  return [
    { name: 'X-Api-Key twice', request: head(['GET /api/conversations HTTP/1.1', 'Host: localhost', `X-Api-Key: ${key}`, `X-Api-Key: ${key}`]) },
    { name: 'X-Api-Key twice, one empty', request: head(['GET /api/conversations HTTP/1.1', 'Host: localhost', 'X-Api-Key:', `X-Api-Key: ${key}`]) },
    { name: 'two different Content-Length', request: post([`Content-Length: ${json.length}`, 'Content-Length: 5']) },
    { name: 'two equal Content-Length', request: post([`Content-Length: ${json.length}`, `Content-Length: ${json.length}`]) },
    {
      name: 'Content-Length and chunked',
      request: post([`Content-Length: ${json.length}`, 'Transfer-Encoding: chunked'], `${json.length.toString(16)}\r\n${json}\r\n0\r\n\r\n`),
    },
    { name: 'Content-Length not a number', request: post(['Content-Length: abc']) },
    { name: 'negative Content-Length', request: post(['Content-Length: -1']) },
    { name: 'Content-Length beyond the body', request: post([`Content-Length: ${json.length + 50}`]) },
    { name: 'broken chunk size', request: post(['Transfer-Encoding: chunked'], 'zz\r\nabc\r\n0\r\n\r\n') },
    {
      name: 'chunked with an extension and a trailer',
      request: post(['Transfer-Encoding: chunked'], `${json.length.toString(16)};x=y\r\n${json}\r\n0\r\nX-Trailer: 1\r\n\r\n`),
    },
    { name: 'two Content-Type', request: post([`Content-Length: ${json.length}`, 'Content-Type: text/plain']) },
    {
      name: 'NUL in a header value',
      request: bytes(`GET /api/conversations HTTP/1.1\r\nHost: localhost\r\nX-Api-Key: ${key}\r\nX-Note: a`, [0], 'b\r\nConnection: close\r\n\r\n'),
    },
    {
      name: 'NUL in the key',
      request: bytes(
        `GET /api/conversations HTTP/1.1\r\nHost: localhost\r\nX-Api-Key: ${key.slice(0, 10)}`,
        [0],
        `${key.slice(10)}\r\nConnection: close\r\n\r\n`,
      ),
    },
    {
      name: 'obs-fold header',
      request: `GET /api/conversations HTTP/1.1\r\nHost: localhost\r\nX-Api-Key: ${key}\r\nX-Folded: a\r\n  b\r\nConnection: close\r\n\r\n`,
    },
    { name: 'space before the colon', request: head(['GET /api/conversations HTTP/1.1', 'Host: localhost', `X-Api-Key : ${key}`]) },
    { name: 'bad header name', request: head(['GET /api/conversations HTTP/1.1', 'Host: localhost', `X-Api-Key: ${key}`, 'Bad Header: 1']) },
    { name: 'bare LF line ends', request: `GET /api/conversations HTTP/1.1\nHost: localhost\nX-Api-Key: ${key}\nConnection: close\n\n` },
    {
      name: 'bytes 0xff in the path',
      request: bytes('GET /api/conversations/', [0xff, 0xfe], ` HTTP/1.1\r\nHost: localhost\r\nX-Api-Key: ${key}\r\nConnection: close\r\n\r\n`),
    },
    {
      name: 'bytes 0xff in the query',
      request: bytes(
        'GET /api/contacts?query=',
        [0xff, 0xc3, 0x28],
        ` HTTP/1.1\r\nHost: localhost\r\nX-Api-Key: ${key}\r\nConnection: close\r\n\r\n`,
      ),
    },
    {
      name: 'UTF-8 in the path',
      request: bytes('GET /api/conversations/', [0xc3, 0xa9], ` HTTP/1.1\r\nHost: localhost\r\nX-Api-Key: ${key}\r\nConnection: close\r\n\r\n`),
    },
    {
      name: 'percent-encoded invalid UTF-8 in the path',
      request: head(['GET /api/conversations/%ff%fe HTTP/1.1', 'Host: localhost', `X-Api-Key: ${key}`]),
    },
    { name: 'encoded NUL in the path', request: head(['GET /api/snippets/%00 HTTP/1.1', 'Host: localhost', `X-Api-Key: ${key}`]) },
    { name: 'dot segments', request: head(['GET /api/../api/./conversations HTTP/1.1', 'Host: localhost', `X-Api-Key: ${key}`]) },
    { name: 'encoded dot segments', request: head(['GET /api/%2e%2e/api/conversations HTTP/1.1', 'Host: localhost', `X-Api-Key: ${key}`]) },
    { name: 'absolute-form target', request: head(['GET http://evil.example/api/conversations HTTP/1.1', 'Host: localhost', `X-Api-Key: ${key}`]) },
    { name: 'asterisk target', request: head(['OPTIONS * HTTP/1.1', 'Host: localhost']) },
    {
      name: 'invalid Host header',
      request: head(['GET /api/conversations HTTP/1.1', 'Host: a b', `X-Api-Key: ${key}`]),
    },
    { name: 'unknown method', request: head(['BREW /api/conversations HTTP/1.1', 'Host: localhost', `X-Api-Key: ${key}`]) },
    { name: 'lower-case method', request: head(['get /api/conversations HTTP/1.1', 'Host: localhost', `X-Api-Key: ${key}`]) },
    { name: 'HTTP/1.0 without Host', request: head(['GET /api/conversations HTTP/1.0', `X-Api-Key: ${key}`]) },
    { name: 'HTTP/1.1 without Host', request: head(['GET /api/conversations HTTP/1.1', `X-Api-Key: ${key}`]) },
    { name: 'two Host headers', request: head(['GET /api/conversations HTTP/1.1', 'Host: localhost', 'Host: evil.example', `X-Api-Key: ${key}`]) },
    { name: 'HTTP/2.0 on HTTP/1', request: head(['GET /api/conversations HTTP/2.0', 'Host: localhost', `X-Api-Key: ${key}`]) },
    { name: 'garbage request line', request: 'GARBAGE\r\n\r\n' },
    {
      name: 'header block over 16 KiB',
      request: head(['GET /api/conversations HTTP/1.1', 'Host: localhost', `X-Api-Key: ${key}`, `X-Big: ${'x'.repeat(20_000)}`]),
    },
    { name: 'very long URL', request: head([`GET /api/contacts?query=${'a'.repeat(20_000)} HTTP/1.1`, 'Host: localhost', `X-Api-Key: ${key}`]) },
    {
      name: 'many headers',
      request: head([
        'GET /api/conversations HTTP/1.1',
        'Host: localhost',
        `X-Api-Key: ${key}`,
        ...Array.from({ length: 300 }, (_, i) => `X-H${i}: ${i}`),
      ]),
    },
    { name: 'Expect: 100-continue', request: post([`Content-Length: ${json.length}`, 'Expect: 100-continue']) },
    { name: 'unknown Expect', request: post([`Content-Length: ${json.length}`, 'Expect: teapot']) },
    { name: 'unknown Transfer-Encoding', request: post(['Transfer-Encoding: gzip, chunked'], `${json.length.toString(16)}\r\n${json}\r\n0\r\n\r\n`) },
    { name: 'Content-Encoding gzip on a plain body', request: post([`Content-Length: ${json.length}`, 'Content-Encoding: gzip']) },
    {
      name: 'invalid UTF-8 in a header value',
      request: bytes(`GET /api/conversations HTTP/1.1\r\nHost: localhost\r\nX-Api-Key: `, [0xff, 0xfe], `\r\nConnection: close\r\n\r\n`),
    },
    {
      name: 'invalid UTF-8 in the body',
      request: bytes(
        `POST /api/contacts/suppressed HTTP/1.1\r\nHost: localhost\r\nX-Api-Key: ${key}\r\nContent-Type: application/json\r\nContent-Length: 19\r\nConnection: close\r\n\r\n{"email":"a`,
        [0xff, 0xfe],
        '@b.c"}',
      ),
    },
  ];
}
