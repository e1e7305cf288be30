import type http from 'node:http';
import type { Duplex } from 'node:stream';

// A request Node's HTTP parser refuses (two Content-Length, a NUL or a folded line in a header, bytes that
// are not a request line, a header block over the size cap, CONNECT) never reaches the app: Node answers it
// itself, with an empty body, or (CONNECT) closes the connection without an answer. These answers carry { error } like every other one, with the statuses Node gives.

const STATUS_BY_CODE: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'the request headers are too large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'the chunk extensions are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'the request took too long to arrive'],
};
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  417: 'Expectation Failed',
  431: 'Request Header Fields Too Large',
};

/**
 * The raw bytes of an answer with a JSON { error } body; the connection is closed after it. To a HEAD, the same
 * head without the body (RFC 9110 9.3.2).
 */
export function jsonErrorResponse(status: number, error: string, head = false): string {
  const body = JSON.stringify({ error });
  return [
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    head ? '' : body,
  ].join('\r\n');
}

/** Whether the bytes the parser refused start a HEAD request (the parser tells no method: its raw packet does). */
function isHead(err: NodeJS.ErrnoException): boolean {
  const raw = (err as { rawPacket?: unknown }).rawPacket;
  return raw instanceof Buffer && raw.subarray(0, 5).toString('latin1') === 'HEAD ';
}

/** Makes the server answer requests its parser refuses, and unsupported `Expect` headers, with { error }. */
export function answerMalformedRequests(server: http.Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    // As Node does by default: answer only when nothing of another answer went out on this socket yet.
    const inFlight = (socket as Duplex & { _httpMessage?: http.ServerResponse | null })._httpMessage;
    if (socket.writable && !inFlight?.headersSent && err.code !== 'ECONNRESET') {
      const [status, error] = STATUS_BY_CODE[err.code ?? ''] ?? [400, 'malformed HTTP request'];
      socket.write(jsonErrorResponse(status, error, isHead(err)));
    }
    socket.destroy();
  });
  // CONNECT asks for a tunnel, which only a proxy gives: without a listener Node closes the socket, answering nothing.
  server.on('connect', (_req: http.IncomingMessage, socket: Duplex) => {
    socket.end(jsonErrorResponse(400, 'CONNECT is not supported: this server is not a proxy'), () => socket.destroy());
  });
  server.on('checkExpectation', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const body = JSON.stringify({ error: `Expect: ${String(req.headers.expect).slice(0, 100)} is not supported` });
    res.writeHead(417, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' });
    res.end(body);
  });
}
