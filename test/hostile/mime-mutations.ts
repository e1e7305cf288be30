import fc from 'fast-check';

// fast-check mutations of a valid MIME message. Lines are latin1 strings (one character per byte). The first
// line, the Message-ID, is never touched: it keeps every generated message distinct from the others.

const b64 = (s: string) => Buffer.from(s).toString('base64');

/** A valid multipart message: text and HTML alternatives, a PDF, an SVG and an HTML attachment. */
export function baseMessage(messageId: string, to: string): string[] {
  return [
    `Message-ID: <${messageId}>`,
    'From: =?utf-8?Q?Fuzz_S=C3=A9nder?= <sender@fuzz.test>',
    `To: Help <${to}>`,
    `Subject: =?utf-8?B?${b64('Réclamation n°42')}?= about my order`,
    'Date: Mon, 2 Mar 2026 09:00:00 +0000',
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="outer"',
    '',
    '--outer',
    'Content-Type: multipart/alternative; boundary="alt"',
    '',
    '--alt',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    'Hello, caf=C3=A9 is =',
    'closed.',
    '--alt',
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    b64('<p>Hello, café is <b>closed</b>.</p><script>alert(1)</script>'),
    '--alt--',
    '--outer',
    'Content-Type: application/pdf; name="report.pdf"',
    'Content-Disposition: attachment; filename="report.pdf"',
    'Content-Transfer-Encoding: base64',
    '',
    b64('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj<<>>endobj\n'),
    '--outer',
    'Content-Type: image/svg+xml; name="logo.svg"',
    'Content-Disposition: attachment; filename="logo.svg"',
    '',
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    '--outer',
    'Content-Type: text/html; charset=iso-8859-1; name="page.html"',
    'Content-Disposition: attachment; filename="page.html"',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    '<script>alert(=E9)</script>',
    '--outer--',
  ];
}

// Lines that break MIME when inserted anywhere: boundaries out of place, headers that change how a part is
// read, broken encodings, 8-bit bytes and NUL.
const HOSTILE_LINES = [
  '--outer', '--outer--', '--alt', '--alt--', '--', '', ' ', '\t continued', '.', '..', '.\r',
  'Content-Type: multipart/mixed; boundary="outer"', 'Content-Type: multipart/mixed', 'Content-Type: multipart/alternative; boundary=""',
  'Content-Type: text/html', 'Content-Type: image/svg+xml; name="x.svg"', 'Content-Type: application/xhtml+xml', 'Content-Type: message/rfc822',
  'Content-Disposition: attachment; filename="../../x.html"', 'Content-Disposition: attachment; filename="..\\..\\x.svg"',
  "Content-Disposition: attachment; filename*=utf-8''%2E%2E%2F%00x%E2%80%AE.svg", 'Content-Disposition: attachment; filename="/etc/passwd"',
  'Content-Transfer-Encoding: base64', 'Content-Transfer-Encoding: quoted-printable', 'Content-Transfer-Encoding: x-uuencode', 'Content-Transfer-Encoding: 8bit',
  'Content-Type: text/plain; charset=x-unknown', 'Content-Type: text/html; charset=utf-16le', 'Content-Type: text/plain; charset=utf-7',
  'Subject: =?utf-16be?B?2AA=?=', 'Subject: =?utf-8?B?%%%?=', 'From: =?utf-8?Q?=ZZ?= <sender@fuzz.test>', 'From: \u0000 <\u0000@fuzz.test>',
  'To: =?utf-16le?B?ANw=?= <x@fuzz.test>', 'In-Reply-To: <\u0000>', '=?utf-8?Q?=ZZ?=', '=ZZ=', '=', '====', '!!!!', 'begin 644 ../../x.html',
  '\u0000\u0000', '\u00ff\u00fe\u0080', '\u00c0\u0080\u00ed\u00a0\u0080', 'MIME-Version: 1.0', 'X-Header-Without-Value:', ':', 'no colon',
];

const bytes = fc.uint8Array({ maxLength: 120 }).map((b) => Buffer.from(b).toString('latin1'));
// Random bytes declared in a charset they may not be valid in: in an encoded-word, an RFC 2231 name or a part.
const CHARSETS = ['utf-8', 'utf-16', 'utf-16le', 'utf-16be', 'utf-32', 'utf-7', 'iso-2022-jp', 'shift_jis', 'gb18030', 'big5', 'koi8-r', 'windows-1252', 'x-unknown', ''];
const encoded = fc.tuple(fc.constantFrom(...CHARSETS), fc.uint8Array({ maxLength: 40 }), fc.nat(5)).map(([charset, raw, kind]) => {
  const data = Buffer.from(raw);
  const word = `=?${charset}?B?${data.toString('base64')}?=`;
  const percent = [...data].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  return [
    `Subject: ${word}`,
    `From: ${word} <sender@fuzz.test>`,
    `Content-Disposition: attachment; filename="${word}.svg"`,
    `Content-Disposition: attachment; filename*=${charset}''${percent}.html`,
    `Content-Type: text/html; charset="${charset}"; name="${word}"`,
    data.toString('base64'),
  ][kind]!;
});
const ADDRESS_LINES = ['From: <>', 'From: "x" <@>', 'From: a@b@c', 'From: undisclosed:;', `From: ${'a'.repeat(300)}@fuzz.test`, 'To: group: a@fuzz.test, b@fuzz.test;', 'Cc: "\u0000" <a\u0000@fuzz.test>', 'Reply-To: \u0000'];
const line = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_LINES, ...ADDRESS_LINES) },
  { weight: 2, arbitrary: encoded },
  { weight: 1, arbitrary: bytes },
);
const anyByte = fc.oneof(fc.constantFrom(0, 0x0a, 0x0d, 0x2d, 0x3a, 0x3b, 0x3d, 0x22, 0x2e, 0x80, 0xff), fc.integer({ min: 0, max: 255 }));

// Mutations are data, so a failing case prints as what was done to the message (and shrinks).
type Mutation =
  | { op: 'delete' | 'duplicate'; line: number }
  | { op: 'swap'; line: number; with: number }
  | { op: 'insert' | 'replace'; line: number; text: string }
  | { op: 'byte'; line: number; at: number; byte: number }
  | { op: 'truncate'; line: number; at: number }
  | { op: 'repeat'; line: number; times: number }
  | { op: 'nest'; depth: number }
  | { op: 'flood'; headers: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constantFrom('delete' as const, 'duplicate' as const), line: fc.nat() }),
  fc.record({ op: fc.constant('swap' as const), line: fc.nat(), with: fc.nat() }),
  fc.record({ op: fc.constantFrom('insert' as const, 'replace' as const), line: fc.nat(), text: line }),
  fc.record({ op: fc.constant('byte' as const), line: fc.nat(), at: fc.nat(), byte: anyByte }),
  fc.record({ op: fc.constant('truncate' as const), line: fc.nat(), at: fc.nat() }),
  fc.record({ op: fc.constant('repeat' as const), line: fc.nat(), times: fc.integer({ min: 2, max: 20_000 }) }),
  fc.record({ op: fc.constant('nest' as const), depth: fc.integer({ min: 1, max: 200 }) }),
  fc.record({ op: fc.constant('flood' as const), headers: fc.integer({ min: 100, max: 3000 }) }),
);

/** Wraps the body in `depth` more multipart levels, the original Content-Type moving to the innermost part. */
function nest(ls: string[], depth: number): string[] {
  const blank = ls.indexOf('');
  if (blank < 0) return ls;
  const header = ls.slice(0, blank);
  const typeAt = header.findIndex((l, j) => j > 0 && /^content-type:/i.test(l));
  const top = header.filter((_, j) => j !== typeAt);
  const open = Array.from({ length: depth }, (_, d) => [`--w${d}`, `Content-Type: multipart/mixed; boundary="w${d + 1}"`, '']).flat();
  const close = Array.from({ length: depth + 1 }, (_, d) => `--w${depth - d}--`);
  return [...top, 'Content-Type: multipart/mixed; boundary="w0"', '', ...open, `--w${depth}`, ...(typeAt >= 0 ? [header[typeAt]!] : []), '', ...ls.slice(blank + 1), ...close];
}

function apply(ls: string[], m: Mutation): string[] {
  if (m.op === 'nest') return nest(ls, m.depth);
  if (m.op === 'flood') return [ls[0]!, ...Array.from({ length: m.headers }, (_, k) => `X-Flood-${k}: ${'v'.repeat(k % 50)}`), ...ls.slice(1)];
  // A line index, never 0: the Message-ID stays as it is.
  const i = 1 + (m.line % Math.max(1, ls.length - 1));
  const target = ls[i] ?? '';
  switch (m.op) {
    case 'delete':
      return ls.filter((_, j) => j !== i);
    case 'duplicate':
      return [...ls.slice(0, i), target, ...ls.slice(i)];
    case 'swap': {
      const k = 1 + (m.with % Math.max(1, ls.length - 1));
      return ls.map((l, j) => (j === i ? (ls[k] ?? l) : j === k ? target : l));
    }
    case 'insert':
      return [...ls.slice(0, i), m.text, ...ls.slice(i)];
    case 'replace':
      return ls.map((l, j) => (j === i ? m.text : l));
    case 'byte': {
      if (target === '') return ls;
      const p = m.at % target.length;
      return ls.map((l, j) => (j === i ? l.slice(0, p) + String.fromCharCode(m.byte) + l.slice(p + 1) : l));
    }
    case 'truncate': // the message cut short, possibly in the middle of a line
      return [...ls.slice(0, i), target.slice(0, m.at % (target.length + 1))];
    case 'repeat': // a line made huge, up to 200 kB
      return ls.map((l, j) => (j === i ? l.repeat(Math.min(m.times, Math.ceil(200_000 / Math.max(1, l.length)))).slice(0, 200_000) : l));
  }
}

export interface MutatedMessage {
  mutations: Mutation[];
  ending: '\r\n' | '\n' | 'mixed';
}

/** 1 to 6 mutations of the base message, joined with CRLF, bare LF, or a mix of both. */
export const mutatedMessage: fc.Arbitrary<MutatedMessage> = fc.record({
  mutations: fc.array(mutation, { minLength: 1, maxLength: 6 }),
  ending: fc.constantFrom('\r\n' as const, '\r\n' as const, '\r\n' as const, '\n' as const, 'mixed' as const),
});

/** The bytes of a mutated message with this Message-ID. */
export function renderMutated({ mutations, ending }: MutatedMessage, messageId: string, to: string): Buffer {
  const lines = mutations.reduce(apply, baseMessage(messageId, to));
  // The Message-ID line always ends with CRLF so it stays a header of its own.
  const rest = lines.slice(1).map((l, j) => l + (ending === 'mixed' ? (j % 3 === 0 ? '\n' : '\r\n') : ending));
  return Buffer.from(`${lines[0]}\r\n${rest.join('')}`, 'latin1');
}
