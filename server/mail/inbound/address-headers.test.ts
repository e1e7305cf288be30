import { describe, expect, it } from 'vitest';
import { addressHeaderBytes } from './address-headers.ts';

const bytes = (...lines: string[]) => Buffer.from(lines.join('\r\n'), 'latin1');

describe('addressHeaderBytes', () => {
  it('counts the address headers mailparser reads, folded lines included, and nothing else', () => {
    const to = 'To: a@x.example,\r\n b@x.example\r\n';
    const raw = bytes('Subject: hello', 'To: a@x.example,', ' b@x.example', 'X-To: c@x.example', 'Toast: d@x.example', '', 'body');
    expect(addressHeaderBytes(raw)).toBe(to.length);
  });

  it('counts From, Cc, Reply-To and List-* headers in any letter case, in parts and bodies too', () => {
    const fields = ['FROM: a@x.example', 'cc :b@x.example', 'Reply-To: c@x.example', 'List-Unsubscribe: <mailto:u@x.example>'];
    const raw = bytes('Subject: s', '', '--b', ...fields, '', 'text');
    expect(addressHeaderBytes(raw)).toBe(fields.reduce((n, f) => n + f.length + 2, 0));
  });

  it('counts a field whose colon comes only on a folded line, from its first line', () => {
    const field = `To\r\n${' '.repeat(10)}\r\n : a@x.example\r\n`;
    expect(addressHeaderBytes(Buffer.from(`${field}Subject: s\r\n`, 'latin1'))).toBe(field.length);
  });

  it('stops counting past the limit', () => {
    const raw = bytes(...Array.from({ length: 10_000 }, () => 'To: someone@x.example'));
    expect(addressHeaderBytes(raw, 1000)).toBeGreaterThan(1000);
    expect(addressHeaderBytes(raw, 1000)).toBeLessThan(1100);
  });

  it('reads 20 MB of short body lines without a colon in linear time, each line once', () => {
    // Searching each line's colon past its end rescanned the rest of the message: quadratic.
    const raw = Buffer.from(`From: a@x.example\r\n\r\n${'txt\r\n'.repeat(4 * 1024 * 1024)}`, 'latin1');
    const started = performance.now();
    expect(addressHeaderBytes(raw)).toBe('From: a@x.example\r\n'.length);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

