import { describe, expect, it } from 'vitest';
import { base64DecodedSize } from './base64.ts';

describe('base64DecodedSize', () => {
  it('gives the decoded size of valid base64, with or without padding and line breaks', async () => {
    for (const text of ['', 'a', 'ab', 'abc', 'Hello, world', 'x'.repeat(3000)]) {
      const b64 = Buffer.from(text).toString('base64');
      expect(await base64DecodedSize(b64)).toBe(text.length);
      expect(await base64DecodedSize(b64.replace(/(.{76})/g, '$1\r\n'))).toBe(text.length);
    }
  });

  it('refuses what is not base64: bad characters, wrong length, padding in the middle', async () => {
    for (const bad of ['not base64!', 'aGVsbG', 'aG=Vs', 'aGVsbG8=aGVs', '====', 'a-b_']) {
      expect(await base64DecodedSize(bad), bad).toBeUndefined();
    }
  });

  it('checks text larger than a slice, including padding at the very end and a bad character past the first megabyte', async () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 2, 0xab);
    const b64 = bytes.toString('base64');
    expect(await base64DecodedSize(b64)).toBe(bytes.length);
    const broken = `${b64.slice(0, 2_000_000)}!${b64.slice(2_000_001)}`;
    expect(await base64DecodedSize(broken)).toBeUndefined();
    // Padding at the end of the first slice with more data after it is not base64.
    const slice = 1 << 20;
    expect(await base64DecodedSize(`${'A'.repeat(slice - 2)}==${'A'.repeat(4)}`)).toBeUndefined();
  });
});
