import fc from 'fast-check';

// Values a hostile or broken client sends in place of the ones it should: the fuzzer draws from these.

/** Built once: generating megabytes through fast-check for every run would dominate the fuzzer's time. */
export const ONE_MB = 1024 * 1024;
export const HUGE_STRINGS: readonly string[] = [
  'a'.repeat(ONE_MB),
  '😀'.repeat(ONE_MB / 4),
  'word '.repeat(ONE_MB / 5),
  `${' '.repeat(ONE_MB - 2)}x `,
];

/** Text that has broken naive code somewhere: injection, escapes, odd Unicode, numbers in words. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\n\r',
  "'; drop table conversations; --",
  '" OR 1=1 --',
  '\\',
  '\\u0000',
  '%',
  '%00',
  '_',
  '*',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'true',
  'NaN',
  '-1',
  '0',
  '1e308',
  '٣',
  '９',
  '\u200b',
  '\ufeff',
  '\u202e',
  'İı',
  'ß',
  '😀',
  '\ud800',
  '\udc00x',
  'a\u0301',
  '\u{10ffff}',
  '#1 status:all tag:',
  '"unclosed',
  'assigned:me',
  'a@b',
  '@',
  '*@',
  'x'.repeat(501),
];

/** Path segments where an id belongs: not ids, out of range, or not what the route matches. */
export const BAD_IDS: readonly string[] = [
  '0',
  '-1',
  '1.5',
  '1e30',
  '1e3',
  '01',
  '+1',
  ' 1',
  '0x10',
  '9007199254740993',
  '999999999999999',
  '1000000000000000',
  '12345678901234567890',
  'abc',
  '',
  'null',
  '１',
  '٣',
  '😀',
  '../x',
  '..',
  '.',
  '%',
  '1;drop',
  '1%00',
  'in_',
  'in_4fQk2ZbV9xT1mN8pR3sL',
  'x'.repeat(2000),
];

/** Uuid-shaped segments of the wrong form. */
export const BAD_UUIDS: readonly string[] = [
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '0b7e5d7a3f5e4c539a572b1f0f6a7c11',
  '{0b7e5d7a-3f5e-4c53-9a57-2b1f0f6a7c11}',
  '0b7e5d7a-3f5e-4c53-9a57-2b1f0f6a7c1',
  '0b7e5d7a-3f5e-4c53-9a57-2b1f0f6a7c111',
  '0B7E5D7A-3F5E-4C53-9A57-2B1F0F6A7C11',
  'gb7e5d7a-3f5e-4c53-9a57-2b1f0f6a7c11',
  'urn:uuid:0b7e5d7a-3f5e-4c53-9a57-2b1f0f6a7c11',
  '0b7e5d7a-3f5e-4c53-9a57-2b1f0f6a7c11 ',
];

/** Cursor-like junk: opaque tokens are base64url and signed, so every one of these must be refused. */
export const BAD_CURSORS: readonly string[] = [
  '',
  'abc',
  '=',
  '====',
  'eyJ9',
  'e30',
  'bnVsbA',
  'W10',
  Buffer.from('{"id":1}').toString('base64url'),
  Buffer.from('{"id":1,"sort":"x"}').toString('base64'),
  `${Buffer.from('{"id":-1}').toString('base64url')}.${'A'.repeat(43)}`,
  '.'.repeat(10),
  'A'.repeat(1000),
  'A'.repeat(1001),
  '%ff%fe',
  '😀',
];

/** Percent-encodings that do not decode, or decode to surprises (written into URLs as they are). */
export const RAW_QUERY_ESCAPES: readonly string[] = [
  '%',
  '%zz',
  '%ff',
  '%c3%28',
  '%ed%a0%80',
  '%f4%90%80%80',
  '%2',
  '%e2%82',
  '+',
  '%2B',
  '%0a%0d',
  '%7f',
];

/** Header values (ByteStrings: Headers refuses code points over U+00FF, CR, LF and NUL). */
export const ODD_HEADER_VALUES: readonly string[] = [
  '',
  ' ',
  ',',
  ';;;',
  'x'.repeat(8192),
  'é\u00ff',
  '\t',
  '"quoted"',
  '*/*;q=abc',
  'gzip;q=2, br;q=-1, *;q=0',
  'identity;q=0',
  'null',
  'https://evil.example',
  '127.0.0.1, 10.0.0.1, ::1',
  'bytes=abc',
  'inbox_session=; inbox_session=x',
];

/** Headers a client may send along, set to odd values. */
export const ODD_HEADER_NAMES: readonly string[] = [
  'Accept',
  'Accept-Encoding',
  'Accept-Language',
  'Origin',
  'Referer',
  'X-Forwarded-For',
  'X-Forwarded-Host',
  'X-Forwarded-Proto',
  'X-Real-Ip',
  'Last-Event-Id',
  'If-None-Match',
  'If-Modified-Since',
  'Range',
  'Cookie',
  'X-Inbox-Request',
  'Authorization',
  'X-Http-Method-Override',
  'Transfer-Encoding',
  'Content-Encoding',
  'Expect',
  'Content-Length',
];

/** Property names nobody declared, some with meaning to JavaScript objects. */
export const EXTRA_KEYS: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  ' ',
  '$where',
  'a.b',
  'x'.repeat(300),
  'ключ',
  '😀',
];

/** A random UUID of the right form (v4 layout). */
export const validUuid = () => fc.uuid({ version: 4 });

/** A positive id of the declared form, most often one a small table would hold. */
export const plausibleId = () => fc.oneof(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 999_999_999_999_999 })).map(String);
