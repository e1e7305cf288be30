import { describe, expect, it } from 'vitest';
import { authoredText, clip } from './email-text.ts';

describe('authoredText', () => {
  it('drops the quoted thread under a Gmail-style header, even when the header wraps', () => {
    expect(authoredText('Where is my invoice?\n\nOn Mon, 2 Jun 2025 at 10:00, Support <help@x.com> wrote:\n> old text')).toBe(
      'Where is my invoice?',
    );
    expect(authoredText('Still broken.\nOn Mon, 2 Jun 2025 at 10:00, Support Team <help@x.com>\nwrote:\n> old')).toBe('Still broken.');
  });

  it('drops an Outlook quoted header and everything under it', () => {
    const mail = 'Can you resend it?\n\nFrom: Tasklane <billing@x.com>\nSent: Monday, June 2, 2025 10:00\nTo: me\nSubject: Invoice\n\nHello...';
    expect(authoredText(mail)).toBe('Can you resend it?');
  });

  it('removes quoted lines, the signature, a phone footer, the sign-off and the greeting', () => {
    const mail = [
      'Hi team,',
      '',
      'My card was declined twice today.',
      '> earlier quoted line',
      'Can you check?',
      '',
      'Thanks,',
      'Jane Doe',
      'Head of Finance',
      '-- ',
      'Acme Corp | +1 555 0100',
    ].join('\n');
    expect(authoredText(mail)).toBe('My card was declined twice today.\nCan you check?');
    expect(authoredText('Is the API down?\n\nSent from my iPhone')).toBe('Is the API down?');
  });

  it("removes an agent's well-wishing sign-off and the name under it", () => {
    expect(authoredText('Generate new backup codes from Settings > Security.\n\nHave a great day!\nDana')).toBe(
      'Generate new backup codes from Settings > Security.',
    );
    expect(authoredText('The refund is on its way.\n\nTalk soon,\nJamie Chen\nSupport Lead')).toBe('The refund is on its way.');
    expect(authoredText('The refund is on its way.\n\nHave a great day, Jo :)\nDana')).toBe('The refund is on its way.');
    // Said in a sentence, it is part of the reply.
    expect(authoredText('Have a great day at the conference, and send us the logs when you are back.')).toBe(
      'Have a great day at the conference, and send us the logs when you are back.',
    );
  });

  it('keeps what follows a sign-off when it is more than a name: a postscript, a link, sentences', () => {
    const ps = 'Your card was refunded.\n\nHave a great weekend!\nDana\n\nPS: the new plan starts Monday';
    expect(authoredText(ps)).toBe(ps);
    const link = 'The outage is over.\nEnjoy a great weekend!\n\nStatus page: https://status.example.com';
    expect(authoredText(link)).toBe(link);
    expect(authoredText('Thanks, that worked\nNow the export runs')).toBe('Thanks, that worked\nNow the export runs');
  });

  it('keeps a reply whose only words besides a greeting follow its sign-off', () => {
    expect(authoredText('Hi Jo,\n\nHave a great day!\nYour refund is on its way\nIt shows within 5 days')).toBe(
      'Have a great day!\nYour refund is on its way\nIt shows within 5 days',
    );
  });

  it('keeps a "thanks" that is part of what was written', () => {
    expect(authoredText('Thanks for the quick fix yesterday. The export fails again though.')).toBe(
      'Thanks for the quick fix yesterday. The export fails again though.',
    );
    expect(authoredText('Hello')).toBe('Hello');
  });
});

describe('clip', () => {
  it('cuts long text at a word boundary with an ellipsis', () => {
    expect(clip('one two three four', 10)).toBe('one two…');
    expect(clip('short', 10)).toBe('short');
    expect(clip('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
