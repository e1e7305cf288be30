import { describe, expect, it } from 'vitest';
import { parseMail, UnparseableMail } from './parse-mail.ts';

// mailparser hands back values its types do not announce (`contentType: false` for an empty Content-Type header);
// anything that is not a string must read as absent, or storing the mail fails and the sender retries forever.

const mail = (...lines: string[]) => Buffer.from(lines.join('\r\n') + '\r\n', 'latin1');

describe('parseMail', () => {
  it('reads a mail whose lines end in a bare CR as one with CRLF: its sender, subject and text kept', async () => {
    const parsed = await parseMail(Buffer.from('From: Ann <a@outside.example>\rTo: help@inside.example\rSubject: bare CR\r\rfirst line\rsecond line\r', 'latin1'), null);
    expect([parsed.from, parsed.subject]).toEqual([{ email: 'a@outside.example', name: 'Ann' }, 'bare CR']);
    expect(parsed.text?.trim().split(/\r?\n/)).toEqual(['first line', 'second line']);
  });

  it('reads an attachment whose Content-Type header is empty as application/octet-stream named "attachment"', async () => {
    const parsed = await parseMail(
      mail(
        'From: a@outside.example',
        'Content-Type: multipart/mixed; boundary="b"',
        '',
        '--b',
        'Content-Type: text/plain',
        '',
        'hello',
        '--b',
        'Content-Type: ',
        'Content-Disposition: attachment',
        '',
        'bytes',
        '--b--',
      ),
      null,
    );
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]).toMatchObject({ filename: 'attachment', contentType: 'application/octet-stream' });
  });

  it('reads an attachment with an empty file name as "attachment"', async () => {
    const parsed = await parseMail(
      mail('From: a@outside.example', 'Content-Type: multipart/mixed; boundary="b"', '', '--b', 'Content-Type: text/html', 'Content-Disposition: attachment; filename=""', '', '<p>x</p>', '--b--'),
      null,
    );
    expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([['attachment', 'text/html']]);
  });

  it('refuses a message whose address headers add up to more than 128 kB, before parsing them', async () => {
    // Group syntax over and over: addressparser reads such a header up to 50 times (seconds per MB, per part).
    const groups = 'To: Help <help@inbox.example>'.repeat(5000);
    const raw = mail('From: a@outside.example', 'Content-Type: multipart/mixed; boundary="b"', '', '--b', `To: ${groups}`, '', 'x', '--b--');
    await expect(parseMail(raw, null)).rejects.toThrow(UnparseableMail);
    await expect(parseMail(raw, null)).rejects.toThrow(/^5\.6\.0 Address headers .* more than 128 kB$/);
  });

  it('accepts 2,000 addresses in Cc', async () => {
    const cc = Array.from({ length: 2000 }, (_, i) => `person${i}@outside.example`).join(',\r\n ');
    const parsed = await parseMail(mail('From: a@outside.example', `Cc: ${cc}`, '', 'x'), null);
    expect(parsed.cc).toHaveLength(2000);
  });
});

