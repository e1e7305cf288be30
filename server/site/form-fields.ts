import type { Context } from 'hono';

// The help site's plain forms, read as the client encoded them. A browser sends our UTF-8 pages' forms as UTF-8,
// URL-encoded; another client may name another charset (`charset=iso-8859-1`: "Caf%E9" is "Café", not "Caf�"),
// or send multipart/form-data. A charset no decoder knows is no form we can read: `undefined`, for a 415.

const MULTIPART = /^multipart\/form-data\s*(?:;|$)/i;
const CHARSET = /;\s*charset\s*=\s*"?([^";\s]+)"?/i;

function decoderFor(contentType: string): TextDecoder | undefined {
  const label = CHARSET.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(label);
  } catch {
    return undefined; // a RangeError: no such encoding
  }
}

const hexValue = (byte: number | undefined): number => {
  if (byte === undefined) return -1;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
};

/** One name or value of an URL-encoded body, its bytes as sent: `+` a space, `%XX` a byte, any other byte itself. */
function decodePart(bytes: Uint8Array, decoder: TextDecoder): string {
  const out = new Uint8Array(bytes.length);
  let length = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    const [high, low] = [hexValue(bytes[i + 1]), hexValue(bytes[i + 2])];
    if (byte === 0x25 && high >= 0 && low >= 0) {
      out[length++] = high * 16 + low;
      i += 2;
    } else out[length++] = byte === 0x2b ? 0x20 : byte;
  }
  return decoder.decode(out.subarray(0, length));
}

/** application/x-www-form-urlencoded (the URL standard's parser) in the given charset. */
export function decodeUrlEncoded(body: Uint8Array, decoder: TextDecoder): URLSearchParams {
  const fields = new URLSearchParams();
  let start = 0;
  while (start <= body.length) {
    let end = body.indexOf(0x26, start); // &
    if (end < 0) end = body.length;
    const pair = body.subarray(start, end);
    if (pair.length > 0) {
      const equals = pair.indexOf(0x3d); // =
      const [name, value] = equals < 0 ? [pair, new Uint8Array()] : [pair.subarray(0, equals), pair.subarray(equals + 1)];
      fields.append(decodePart(name, decoder), decodePart(value, decoder));
    }
    start = end + 1;
  }
  return fields;
}

/** The form's text fields (a file in a multipart form is no field here), or undefined for an unknown charset. */
export async function formFields(c: Context): Promise<URLSearchParams | undefined> {
  const contentType = c.req.header('content-type') ?? '';
  if (MULTIPART.test(contentType)) {
    const fields = new URLSearchParams();
    try {
      for (const [name, value] of await c.req.formData()) if (typeof value === 'string') fields.append(name, value);
    } catch {
      // A multipart body that does not parse carries no field: the form answers what is missing.
    }
    return fields;
  }
  const decoder = decoderFor(contentType);
  if (!decoder) return undefined;
  return decodeUrlEncoded(new Uint8Array(await c.req.arrayBuffer()), decoder);
}
