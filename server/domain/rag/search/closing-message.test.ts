import { describe, expect, it } from 'vitest';
import { closingMessage } from './closing-message.ts';

describe('closingMessage', () => {
  it('is a thanks, a confirmation or news that something works, that asks nothing', () => {
    for (const text of [
      'Reconnecting worked, the sync is running again. Thanks!',
      'Done, I have confirmed the new address.',
      'Thanks, I see the refund pending on my Visa now.',
      'The time on my phone was wrong, fixing it solved it. Thanks!', // the problem came before the fix
      'That did the trick, thank you so much!',
      'It finally arrived today, thanks for the help!',
      'I cleared the cache and signed back in. All good now, thanks! Have a nice weekend.', // the story before, wishes after
      'Thanks, that worked. Happy new year!',
      'It works now, thanks. Sorry for the trouble.',
      'Thanks, refund received.', // a request's verb as a noun
      'Great, update applied, thanks!',
      'Import all done, thanks!',
      'Thanks, reset it and it works now.', // what the customer did: "reset" is its own past
      'That worked, close the ticket, thanks!',
      'Thanks, call me if anything else comes up.',
      'I can now export all tasks, thanks!',
      'Thanks, refund received. Tom', // signed, as the reply box joins the lines
      'Done, I have confirmed the new address. Anouk de Vries',
      'Thanks, that fixed it. R. Hollander',
    ]) {
      expect(closingMessage(text), text).toBe(true);
    }
  });

  it('is not a question, a request, or a problem that is still there', () => {
    for (const text of [
      'Thanks! How do I invite the rest of the team?',
      'Thanks, but the export still fails',
      'I fixed the DNS record and it is not working',
      'I fixed the DNS record and it doesn’t work', // a typographic apostrophe
      'My order hasn’t arrived yet, thanks',
      'Could you send the invoice again? Thanks',
      'Thanks. Please cancel my subscription.',
      'Thanks for the reply, I need the invoice in PDF.',
      'Thanks for your help, but I need the invoice in PDF.',
      'Thanks, that worked. Now delete the old project.', // a request in the imperative after the thanks
      'Thanks, that worked, now delete the old project.', // ... in the same sentence
      'Thanks, that worked and now delete the old project.',
      'Thanks, that worked - now delete the old project.',
      'Thanks, that worked, now remove John from our workspace.',
      'Perfect, thanks, and also add 3 more seats.',
      "Got it, thanks. Now reset my colleague's password too.",
      'Thanks for the quick fix. New Issue With Billing', // no name: more than it is signed with
      'Thanks, refund received. BUT I WAS CHARGED TWICE',
    ]) {
      expect(closingMessage(text), text).toBe(false);
    }
  });

  it('is not a search, which thanks nobody', () => {
    for (const text of ['refund double charge', 'export to csv', 'sso setup okta']) expect(closingMessage(text), text).toBe(false);
  });
});
