import { describe, expect, it } from 'vitest';
import { handoverMessage } from './handover-message.ts';

describe('handoverMessage', () => {
  it('is a document sent, a mail forwarded or a number given, that asks nothing', () => {
    for (const text of [
      'See attached.',
      'Please find attached the signed agreement.',
      'The completed W-9 for your records.',
      'Here’s the screenshot you asked for',
      'Sending the signed form back as requested.',
      'Forwarding this from my colleague, see below.',
      'Order number 88121 fyi',
      'See attached. Thanks!',
      'See attached. Tom', // signed
      'Attached is the bank transfer confirmation.', // what it hands over may be named by a verb
      'See attached export.',
    ]) {
      expect(handoverMessage(text), text).toBe(true);
    }
  });

  it('is not a question, a request or a problem that comes with the attachment', () => {
    for (const text of [
      'Attached is a screenshot of the error.',
      'Forwarding this from our finance team: why was the card refused?',
      'See attached, the export still fails at row 12',
      'Here is the CSV. Please import it for me.',
      'Attached is my invoice, I’d like a refund.',
      'Here are the logs, the webhook is not firing',
      'Attached is the CSV. Import it into our workspace.', // a request in the imperative
      'Here is the CSV, import it into our workspace.',
      'As discussed, cancel my subscription.',
      'As requested, change the billing email to finance@acme.com',
      'Please see attached and advise',
      'Please find attached the signed contract. Please Advise',
      'See attached. New Pricing Questions Below', // more than a name
      'See attached invoice, we were charged twice',
      'fyi the export button is greyed out',
      'Please find attached our October invoice. Payment is due within 30 days.', // says more than the handover
    ]) {
      expect(handoverMessage(text), text).toBe(false);
    }
  });

  it('is not a search that names attachments or forwarding, nor a message that hands nothing over', () => {
    for (const text of [
      'attachment size limit',
      'attached files',
      'are attached files encrypted',
      'is attached file visible to the customer',
      'fwd emails to slack',
      'forward email to another inbox',
      'forwarded mail threading',
      'resend invitation',
      'Thanks, all good now',
    ]) {
      expect(handoverMessage(text), text).toBe(false);
    }
  });
});
