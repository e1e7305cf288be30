// Hand-written hostile messages for the inbound listener: broken MIME, broken encodings, huge headers, deep
// nesting and attachment names meant to escape a folder or be rendered by a browser. Strings are latin1, one
// character per byte, so 8-bit and NUL bytes go over the wire as written.

export interface HostileMessage {
  name: string;
  raw: Buffer;
  /** What the listener must answer: `accept` (2xx, stored), `refuse` (4xx/5xx, nothing stored), or `either`. */
  expect: 'accept' | 'refuse' | 'either';
  /** The attachment names stored, in order, when accepted. */
  names?: string[];
  /** Also export its conversation as PDF (which turns HTML into text again). */
  exported?: boolean;
}

const CRLF = '\r\n';
const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64');
const utf8AsLatin1 = (s: string) => Buffer.from(s, 'utf8').toString('latin1');

export function hostileCorpus(to: string, uniqueId: () => string): HostileMessage[] {
  const head = (subject: string, extra: string[] = []) => [
    `Message-ID: <${uniqueId()}@fuzz.test>`,
    'From: Fuzz Sender <sender@fuzz.test>',
    `To: <${to}>`,
    `Subject: ${subject}`,
    'Date: Mon, 2 Mar 2026 09:00:00 +0000',
    'MIME-Version: 1.0',
    ...extra,
  ];
  const msg = (lines: string[]) => Buffer.from(lines.join(CRLF) + CRLF, 'latin1');
  const mixed = (subject: string, parts: string[][], boundary = 'b1') =>
    msg([...head(subject, [`Content-Type: multipart/mixed; boundary="${boundary}"`]), '', ...parts.flatMap((p) => [`--${boundary}`, ...p]), `--${boundary}--`]);
  const file = (name: string, type: string, body: string, encoding = 'base64') => [
    `Content-Type: ${type}; name="${name}"`,
    `Content-Disposition: attachment; filename="${name}"`,
    `Content-Transfer-Encoding: ${encoding}`,
    '',
    encoding === 'base64' ? b64(body) : body,
  ];
  const text = ['Content-Type: text/plain; charset=utf-8', '', 'see the files'];
  const nested = (depth: number) => {
    const lines = head(`nested ${depth}`, ['Content-Type: multipart/mixed; boundary="n0"']);
    lines.push('');
    for (let i = 1; i < depth; i++) lines.push(`--n${i - 1}`, `Content-Type: multipart/mixed; boundary="n${i}"`, '');
    lines.push(`--n${depth - 1}`, ...file('deep.svg', 'image/svg+xml', '<svg onload="alert(1)"/>'));
    for (let i = depth - 1; i >= 0; i--) lines.push(`--n${i}--`);
    return msg(lines);
  };
  const manyParts = (n: number) =>
    mixed(`${n} parts`, Array.from({ length: n }, (_, i) => file(`f${i}.html`, 'text/html', `<p>${i}</p>`, '7bit')));
  const hugeName = 'n'.repeat(1000) + '.html';

  return [
    // Malformed MIME
    { name: 'multipart without a boundary', expect: 'accept', raw: msg([...head('no boundary', ['Content-Type: multipart/mixed']), '', '--x', 'Content-Type: text/html', '', '<script>x</script>', '--x--']) },
    { name: 'multipart whose boundary never appears', expect: 'accept', raw: msg([...head('absent', ['Content-Type: multipart/mixed; boundary="never"']), '', '--other', ...file('x.html', 'text/html', '<b>x</b>')]) },
    { name: 'unterminated multipart with an HTML attachment', expect: 'accept', names: ['x.html'], raw: msg([...head('unterminated', ['Content-Type: multipart/mixed; boundary="u"']), '', '--u', ...text, '--u', ...file('x.html', 'text/html', '<script>alert(1)</script>')]) },
    { name: 'boundary inside header values and as a header line', expect: 'accept', raw: msg([...head('--b1 in subject', ['Content-Type: multipart/mixed; boundary="b1"', 'X-Trap: --b1', '--b1']), '', '--b1', 'X-Part: --b1--', ...text, '--b1', '--b1', ...file('x.svg', 'image/svg+xml', '<svg/>'), '--b1--', '--b1--']) },
    { name: 'empty boundary parameter', expect: 'accept', raw: msg([...head('empty boundary', ['Content-Type: multipart/mixed; boundary=""']), '', '--', ...text, '----']) },
    { name: 'boundary of 5000 characters', expect: 'accept', raw: mixed('long boundary', [text, file('a.txt', 'text/plain', 'a')], 'B'.repeat(5000)) },
    { name: 'unknown Content-Transfer-Encoding', expect: 'accept', raw: mixed('cte', [file('x.htm', 'text/html', '<i>x</i>', 'x-rot13'), ['Content-Type: text/plain', 'Content-Transfer-Encoding: 9bit;;;', '', 'body']]) },
    { name: 'invalid base64', expect: 'accept', raw: mixed('bad base64', [['Content-Type: text/plain', 'Content-Transfer-Encoding: base64', '', '!!!%%%===abc=de=', '===='], ['Content-Type: application/octet-stream; name="y.bin"', 'Content-Transfer-Encoding: base64', '', 'A', 'AB=C=D']]) },
    { name: 'invalid quoted-printable', expect: 'accept', raw: mixed('bad qp', [['Content-Type: text/html; charset=utf-8', 'Content-Transfer-Encoding: quoted-printable', '', '=ZZ=G0=', '=', '=C3', '=FF=FE=00'], file('q.xhtml', 'application/xhtml+xml', '=3Chtml=3E=', 'quoted-printable')]) },
    { name: 'unknown charsets', expect: 'accept', raw: msg([...head('=?x-klingon?B?AAAA?=', ['Content-Type: text/plain; charset="x-no-such-charset"']), '', 'caf\xe9 \xff\xfe']) },
    { name: 'UTF-16 body with a lone surrogate', expect: 'accept', exported: true, raw: msg([...head('utf16', ['Content-Type: text/html; charset=utf-16le', 'Content-Transfer-Encoding: base64']), '', Buffer.from([0x3c, 0, 0x62, 0, 0x00, 0xd8, 0x3e, 0]).toString('base64')]) },
    { name: 'invalid UTF-8 and NUL bytes in the body', expect: 'accept', raw: msg([...head('bad utf8', ['Content-Type: text/plain; charset=utf-8']), '', '\xc0\x80 \xed\xa0\x80 \xf8\x88\x80\x80\x80 \xe2\x82 \x00\x00 end']) },
    { name: '8-bit bytes and NUL in headers', expect: 'accept', exported: true, raw: msg([`Message-ID: <${uniqueId()}@fuzz.test>`, 'From: \xff\xfe N\x00ame <sender@fuzz.test>', `To: \x80 <${to}>`, 'Subject: caf\xe9 \x00 \xc3\x28', 'X-Bin: \x01\x02\x7f', 'MIME-Version: 1.0', '', 'body']) },
    {
      name: 'broken RFC 2047 encoded words',
      expect: 'accept',
      names: ['.._x.svg'],
      raw: msg([
        `Message-ID: <${uniqueId()}@fuzz.test>`,
        'From: =?utf-8?B?not base64!?= <sender@fuzz.test>',
        `To: =?utf-8?Q?=ZZ?= <${to}>`,
        'Subject: =?utf-8?X?abc?= =?utf-8?B? =?=?utf-8?Q?a?= =??B?YWJj?= =?utf-8?B?' + 'QUJD'.repeat(2000),
        'MIME-Version: 1.0',
        'Content-Type: multipart/mixed; boundary="e"',
        '',
        '--e',
        ...text,
        '--e',
        'Content-Type: text/html; name="=?utf-8?B?Li4vLi4veC5odG1s?="',
        'Content-Disposition: attachment; filename="=?utf-8?Q?=2E=2E=2F=00x=0D=0A.svg?="',
        '',
        '<svg/>',
        '--e--',
      ]),
    },
    {
      name: 'UTF-16 encoded words with lone surrogates in From, Subject and a file name',
      expect: 'accept',
      exported: true,
      names: ['\ufffd.svg'],
      raw: msg([
        `Message-ID: <${uniqueId()}@fuzz.test>`,
        `From: =?utf-16be?B?${b64(Buffer.from([0xd8, 0x00, 0x00, 0x41]))}?= <sender@fuzz.test>`,
        `To: =?utf-16le?B?${b64(Buffer.from([0x00, 0xdc]))}?= <${to}>, =?utf-16be?B?${b64(Buffer.from([0xdb, 0xff]))}?= <cc@fuzz.test>`,
        `Subject: =?utf-16be?B?${b64(Buffer.from([0x00, 0x41, 0xdc, 0x00]))}?=`,
        'MIME-Version: 1.0',
        'Content-Type: multipart/mixed; boundary="s"',
        '',
        '--s',
        ...text,
        '--s',
        `Content-Disposition: attachment; filename="=?utf-16be?B?${b64(Buffer.from([0xd8, 0x00, 0x00, 0x2e, 0x00, 0x73, 0x00, 0x76, 0x00, 0x67]))}?="`,
        'Content-Type: image/svg+xml',
        '',
        '<svg/>',
        '--s--',
      ]),
    },
    { name: 'garbage Content-Type headers', expect: 'accept', raw: mixed('garbage types', [['Content-Type: ;;;;'], ['Content-Type: text/', '', 'x'], ['Content-Type: /html; name=x.html', '', '<p>'], ['Content-Type: multipart/mixed; boundary=', '', '--', 'x']]) },
    { name: 'header lines without a colon, and a continuation first', expect: 'accept', raw: msg([' folded nothing', `Message-ID: <${uniqueId()}@fuzz.test>`, 'no colon here', ':empty name', 'From sender@fuzz.test', `To: ${to}`, '', 'body']) },
    { name: 'headers only, no body', expect: 'accept', raw: Buffer.from(head('no body').join(CRLF), 'latin1') },
    { name: 'an empty message', expect: 'accept', raw: Buffer.from(CRLF, 'latin1') },
    { name: 'a body without headers', expect: 'accept', raw: Buffer.from(`${CRLF}just a body${CRLF}`, 'latin1') },

    // Huge headers
    { name: 'a 1 MB Subject', expect: 'either', raw: msg(head('S'.repeat(1024 * 1024))) },
    { name: 'a 900 kB Subject', expect: 'accept', raw: msg([...head('s'.repeat(900 * 1024)), '', 'body']) },
    { name: '5,000 headers', expect: 'accept', raw: msg([...head('many headers'), ...Array.from({ length: 5000 }, (_, i) => `X-Fuzz-${i}: value ${i}`), '', 'body']) },
    { name: 'a Subject folded over 10,000 lines', expect: 'accept', raw: msg([...head(`folded${Array.from({ length: 10_000 }, (_, i) => `${CRLF} w${i}`).join('')}`), '', 'body']) },
    { name: 'a Cc folded over 2,500 addresses', expect: 'accept', raw: msg([...head('big cc', [`Cc: ${Array.from({ length: 2500 }, (_, i) => `u${i}@cc.fuzz.test`).join(`,${CRLF} `)}`]), '', 'body']) },
    { name: 'a Cc folded over 10,000 addresses (over 128 kB of address headers)', expect: 'refuse', raw: msg([...head('huge cc', [`Cc: ${Array.from({ length: 10_000 }, (_, i) => `u${i}@cc.fuzz.test`).join(`,${CRLF} `)}`]), '', 'body']) },
    // addressparser reads group syntax once per level (up to 50): seconds per MB, in every part.
    { name: 'To headers of 900 kB of group syntax in four parts', expect: 'refuse', raw: mixed('groups', Array.from({ length: 4 }, () => [`To: ${'To: Help <help@fuzz.test>'.repeat(36_000)}`, 'Content-Type: text/plain', '', 'x'])) },
    { name: 'References of 5,000 ids and a 100 kB In-Reply-To', expect: 'accept', raw: msg([...head('refs', [`References: ${Array.from({ length: 5000 }, (_, i) => `<r${i}@fuzz.test>`).join(`${CRLF} `)}`, `In-Reply-To: <${'i'.repeat(100_000)}@fuzz.test>`]), '', 'body']) },
    { name: 'a body line of 2 MB without a line break', expect: 'accept', raw: msg([...head('long line'), '', 'L'.repeat(2 * 1024 * 1024)]) },
    { name: 'an HTML-only body of 3 MB', expect: 'accept', raw: msg([...head('big html', ['Content-Type: text/html']), '', ...Array.from({ length: 3 }, () => '<p>a</p>'.repeat(130_000))]) },
    { name: 'HTML nested 5,000 deep, no words', expect: 'accept', exported: true, raw: msg([...head('nested html', ['Content-Type: text/html']), '', '<div>'.repeat(5000)]) },
    // html-to-text is quadratic in the depth of nested tables (and overflows its stack past a few thousand).
    { name: 'HTML tables nested 10,000 deep', expect: 'accept', exported: true, raw: msg([...head('deeper html', ['Content-Type: text/html']), '', '<table><tr><td>'.repeat(10_000) + 'x']) },

    // Nesting and many parts
    { name: 'multiparts nested 300 levels deep', expect: 'accept', names: ['deep.svg'], raw: nested(300) },
    { name: 'multiparts nested 2,000 levels deep', expect: 'either', raw: nested(2000) },
    { name: '150 HTML attachments', expect: 'accept', raw: manyParts(150) },
    { name: '5,000 parts', expect: 'either', raw: manyParts(5000) },
    {
      name: 'message/rfc822 parts, attached and nested',
      expect: 'accept',
      names: ['inner.eml', 'attachment', 'attachment'],
      raw: mixed('rfc822', [
        text,
        ['Content-Type: message/rfc822', 'Content-Disposition: attachment; filename="inner.eml"', '', 'Subject: inner', 'Content-Type: text/html', '', '<script>alert(1)</script>'],
        ['Content-Type: message/rfc822', '', 'Content-Type: multipart/mixed; boundary="in"', '', '--in', ...file('../../inner.svg', 'image/svg+xml', '<svg/>'), '--in--'],
        ['Content-Type: message/rfc822', '', ...Array.from({ length: 50 }, () => ['Content-Type: message/rfc822', '']).flat(), 'Subject: deepest', '', 'x'],
      ]),
    },

    // Attachment names and types
    {
      name: 'attachments named to escape a folder or run in a browser',
      expect: 'accept',
      names: ['.._.._x', '.._.._x', '.._.._x', '_etc_passwd', 'x.html', 'x.svg', 'x.htm', 'x.xhtml', 'x.xml', 'attachment', 'evilgpj.exe', 'bell.txt', 'c1.txt'],
      raw: mixed('hostile names', [
        text,
        file('../../x', 'application/octet-stream', 'x'),
        // A backslash escapes the next character in a quoted string: doubled, it is one.
        file('..\\\\..\\\\x', 'application/octet-stream', 'x'),
        ['Content-Type: application/octet-stream', "Content-Disposition: attachment; filename*=utf-8''..%5C..%5Cx", '', 'x'],
        file('/etc/passwd', 'text/plain', 'root:x:0:0'),
        file('x.html', 'text/html', '<script>alert(document.cookie)</script>'),
        file('x.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        file('x.htm', 'text/html; charset=utf-8', '<img src=x onerror=alert(1)>'),
        file('x.xhtml', 'application/xhtml+xml', '<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>'),
        file('x.xml', 'text/xml', '<?xml version="1.0"?><x/>'),
        file('', 'text/html', '<p>no name</p>'),
        ['Content-Type: application/x-msdownload', `Content-Disposition: attachment; filename*=utf-8''evil%E2%80%AEgpj.exe`, '', 'MZ'],
        ['Content-Type: text/plain', "Content-Disposition: attachment; filename*=utf-8''bell%07%0D%0A%00.txt", '', 'x'],
        ['Content-Type: text/plain', `Content-Disposition: attachment; filename="${utf8AsLatin1('c1\u0085\u009b.txt')}"`, '', 'x'],
      ]),
    },
    { name: 'a 1,000-character attachment name', expect: 'accept', names: [hugeName.slice(0, 255)], raw: mixed('long name', [text, file(hugeName, 'text/html', '<p>long</p>')]) },
    { name: 'a name made of separators and dots', expect: 'accept', names: ['.._', 'attachment', '_serversharex.svg'], raw: mixed('dots', [text, file('../', 'text/html', 'x'), file('..', 'image/svg+xml', 'x'), file('\\\\server\\share\\x.svg', 'image/svg+xml', 'x')]) },
    { name: 'RFC 2231 continuations spelling a path', expect: 'accept', names: ['.._.._x.svg'], raw: mixed('2231', [text, ['Content-Type: image/svg+xml', "Content-Disposition: attachment; filename*0*=utf-8''%2E%2E%2F; filename*1*=%2E%2E%5C; filename*2=x.svg", '', '<svg/>']]) },
    { name: 'inline HTML and SVG parts with file names', expect: 'accept', raw: mixed('inline', [text, ['Content-Type: text/html; name="inline.html"', 'Content-Disposition: inline; filename="inline.html"', '', '<script>1</script>'], ['Content-Type: image/svg+xml', 'Content-Disposition: inline; filename="inline.svg"', 'Content-ID: <svg1@fuzz.test>', '', '<svg/>']]) },
  ];
}
