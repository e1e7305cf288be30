import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { yieldToEventLoop } from '../event-loop.ts';

const SLICE_BYTES = 2 * 1024 * 1024;
const LARGE_CHARS = 1_000_000;

/**
 * A body whose bytes are not UTF-8 (JSON's encoding, RFC 8259): most often Latin-1 text, whose "é" would otherwise
 * be stored as U+FFFD, the customer's name changed for good without a word.
 */
export class BodyNotUtf8 extends Error {
  constructor() {
    super('the request body is not valid UTF-8: send JSON encoded as UTF-8');
  }
}

// `fatal`: a byte sequence that is not UTF-8 throws instead of becoming U+FFFD.
const utf8 = () => new TextDecoder('utf-8', { fatal: true });

function decodingAll<T>(decode: () => Promise<T>): Promise<T> {
  return decode().catch((error: unknown) => {
    throw error instanceof TypeError && (error as { code?: string }).code === 'ERR_ENCODING_INVALID_ENCODED_DATA' ? new BodyNotUtf8() : error;
  });
}

/**
 * The request body as text, decoded as it arrives (BodyNotUtf8 when it is not UTF-8). Read at once, a 35 MB upload would be copied twice into one
 * buffer and decoded in one piece, each holding the event loop for tens of milliseconds during which no other
 * request is answered. The text becomes the body that Hono's validators read (its cache).
 */
export async function readBodyText(c: Context): Promise<string> {
  // @hono/node-server passes Node's request as c.env.incoming; in-process requests (tests) have none.
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const text = await decodingAll(() =>
    incoming && !incoming.readableDidRead ? decodeStream(incoming) : c.req.arrayBuffer().then((bytes) => decodeBytes(new Uint8Array(bytes))),
  );
  // Joining the pieces took a while; parsing comes next: others get their turn in between.
  if (text.length > LARGE_CHARS) await yieldToEventLoop();
  setBodyText(c, text);
  return text;
}

async function decodeStream(incoming: IncomingMessage): Promise<string> {
  const decoder = utf8();
  const parts: string[] = [];
  for await (const chunk of incoming) parts.push(decoder.decode(chunk as Buffer, { stream: true }));
  parts.push(decoder.decode());
  return parts.join('');
}

async function decodeBytes(bytes: Uint8Array): Promise<string> {
  if (bytes.length <= SLICE_BYTES) return utf8().decode(bytes);
  const decoder = utf8();
  const parts: string[] = [];
  for (let offset = 0; offset < bytes.length; offset += SLICE_BYTES) {
    const end = offset + SLICE_BYTES;
    parts.push(decoder.decode(bytes.subarray(offset, end), { stream: end < bytes.length }));
    await yieldToEventLoop();
  }
  return parts.join('');
}

/** Replaces the body Hono's validators will read. (Hono types its cache loosely: it holds promises.) */
export function setBodyText(c: Context, text: string): void {
  const cache = c.req.bodyCache as { text?: Promise<string>; arrayBuffer?: Promise<ArrayBuffer> };
  delete cache.arrayBuffer;
  cache.text = Promise.resolve(text);
}
