import { describe, expect, it } from 'vitest';
import { base64DecodedSize } from '#contract/base64';
import { ATTACHMENT_MAX_BYTES, ComposeAttachmentSchema } from '#contract/compose';
import { base64FromDataUrl, base64Size, checkFiles, formatBytes } from './attachments';

describe('checkFiles', () => {
  it('refuses files over 5 MB before reading them, and keeps the others', () => {
    const files = [
      { name: 'ok.pdf', size: 1000 },
      { name: 'huge.mov', size: ATTACHMENT_MAX_BYTES + 1 },
      { name: 'edge.bin', size: ATTACHMENT_MAX_BYTES },
    ];
    const { accepted, errors } = checkFiles(files, 0);
    expect(accepted.map((f) => f.name)).toEqual(['ok.pdf', 'edge.bin']);
    expect(errors).toEqual(['huge.mov is over the 5 MB limit (5 MB): not attached.']);
  });

  it('stops at 20 attachments', () => {
    const { accepted, errors } = checkFiles(
      [
        { name: 'a', size: 1 },
        { name: 'b', size: 1 },
      ],
      19,
    );
    expect(accepted.map((f) => f.name)).toEqual(['a']);
    expect(errors).toEqual(['b: at most 20 attachments.']);
  });

  it('agrees with the server on the limit (base64 of exactly 5 MB passes, one byte more fails)', async () => {
    const limit = Buffer.alloc(ATTACHMENT_MAX_BYTES).toString('base64');
    const over = Buffer.alloc(ATTACHMENT_MAX_BYTES + 1).toString('base64');
    expect(await base64DecodedSize(limit)).toBe(ATTACHMENT_MAX_BYTES);
    expect((await ComposeAttachmentSchema.safeParseAsync({ name: 'a', type: 'application/pdf', content: limit })).success).toBe(true);
    expect((await ComposeAttachmentSchema.safeParseAsync({ name: 'a', type: 'application/pdf', content: over })).success).toBe(false);
    expect(checkFiles([{ name: 'a', size: ATTACHMENT_MAX_BYTES + 1 }], 0).accepted).toEqual([]);
  });
});

describe('base64 helpers', () => {
  it('takes the base64 part of a data URL', () => {
    expect(base64FromDataUrl('data:application/pdf;base64,SGVsbG8=')).toBe('SGVsbG8=');
    expect(base64FromDataUrl('data:;base64,')).toBe('');
    expect(base64FromDataUrl('garbage')).toBe('');
  });

  it('knows the decoded size', () => {
    for (const text of ['', 'a', 'ab', 'abc', 'Hello, world']) {
      expect(base64Size(Buffer.from(text).toString('base64'))).toBe(text.length);
    }
  });

  it('formats sizes for people', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(20 * 1024)).toBe('20 KB');
    expect(formatBytes(4.8 * 1024 * 1024)).toBe('4.8 MB');
  });
});
