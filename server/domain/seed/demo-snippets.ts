import type { CreateSnippetBody } from '#contract/snippets';

// The demo organization's snippets, by category: replies to what Acme's customers ask most (themes-*.ts), with the
// variables filled from the conversation and the steps that usually follow (tag, close, snooze, assign, note).
// The shortcut names each (seeding skips one already taken). `lead` is the teammate escalations go to.

export interface DemoSnippetCategory {
  name: string;
  snippets: readonly Omit<CreateSnippetBody, 'categories'>[];
}

const signature = '<p>Best,<br>{{agent.first_name}}<br>{{organization.name}}</p>';
const hello = '<p>Hi {{contact.first_name | there}},</p>';
const reply = (...paragraphs: string[]) => ({
  name: 'reply',
  data: { content: [hello, ...paragraphs.map((p) => `<p>${p}</p>`), signature].join('') },
});
const tag = (name: string) => ({ name: 'tag', data: { tag: name } });
const status = (value: string, snoozeUntil?: string) => ({ name: 'status', data: { status: value, ...(snoozeUntil ? { snooze_until: snoozeUntil } : {}) } });
const note = (body: string) => ({ name: 'note', data: { body } });

export function demoSnippetCategories(lead: { email: string }): DemoSnippetCategory[] {
  return [
    {
      name: 'Billing',
      snippets: [
        {
          title: 'Duplicate charge refunded',
          shortcut: 'double-charge',
          actions: [
            reply(
              'Thanks for flagging this, and sorry for the trouble. I checked your billing history: there was indeed a duplicate payment, because our payment processor retried a payment that had already gone through. I have refunded the second charge in full, to the same card.',
              'The refund shows on your statement within 5 to 10 business days, depending on your bank. If it is not there by then, reply here (your reference is #{{conversation.id}}) and I will escalate it to our payments team.',
            ),
            tag('refund'),
            status('closed'),
          ],
        },
        {
          title: 'Return label sent',
          shortcut: 'return-label',
          actions: [
            reply(
              'I am sorry the item did not work out. I have created your return: a prepaid return label is on its way to {{contact.email}}.',
              'Once the parcel reaches our warehouse, we refund you to your original payment method within 3 days. I will keep an eye on it.',
            ),
            tag('refund'),
            status('snoozed', 'one week'),
          ],
        },
        {
          title: 'Invoice re-issued',
          shortcut: 'invoice',
          actions: [
            reply(
              'Done: I have re-issued the invoice with your company details. You can download it from Settings > Billing > Invoices; the previous PDF is voided.',
              'To have every invoice carry them from now on, and be emailed to your accounting team, fill in Settings > Billing > Billing details.',
            ),
            tag('billing'),
            status('closed'),
          ],
        },
        {
          title: 'Escalate to the billing lead',
          shortcut: 'escalate-billing',
          actions: [
            note('{{agent.name}} escalated this: it needs a billing decision (a refund outside the policy, a discount or a contract change).'),
            { name: 'teammates.assign', data: { agent_email: lead.email } },
            tag('billing'),
          ],
        },
      ],
    },
    {
      name: 'Account',
      snippets: [
        {
          title: 'One-time sign-in link sent',
          shortcut: 'signin-link',
          actions: [
            reply(
              'Sorry you could not get in! I have sent a one-time sign-in link to {{contact.email}}. It is valid for 15 minutes; once in, you can set a new password in Settings > Profile.',
              'If it does not arrive within a few minutes, check spam and promotions, and let me know.',
            ),
            tag('login'),
            status('snoozed', 'tomorrow'),
          ],
        },
        {
          title: 'Verify identity before a 2FA reset',
          shortcut: '2fa-verify',
          actions: [
            reply(
              'I can help you get back in. For your security, please reply from the email address on the account and confirm the last 4 digits of the card on file. As soon as that matches, I reset two-factor authentication, and you set it up again at your next sign-in.',
            ),
            note('Security policy: reset 2FA only once the customer has confirmed the card digits from the address on file.'),
            tag('login'),
          ],
        },
        {
          title: 'Account unlocked',
          shortcut: 'unlocked',
          actions: [
            reply(
              'I have unlocked your account: you can sign in again now. For your security, we lock an account for 30 minutes after 5 failed attempts; resetting the password also unlocks it at once.',
            ),
            tag('login'),
            status('closed'),
          ],
        },
      ],
    },
    {
      name: 'General',
      snippets: [
        {
          title: 'Carrier trace opened',
          shortcut: 'trace',
          actions: [
            reply(
              'Sorry for the wait! I have opened a trace with the carrier for your parcel. They usually answer within 2 business days, and if it turns out to be lost, we ship a replacement by express at no cost.',
              'I will update you here as soon as I hear back.',
            ),
            tag('shipping'),
            status('snoozed', 'tomorrow'),
          ],
        },
        {
          title: 'Bug reported to engineering',
          shortcut: 'bug-logged',
          actions: [
            reply(
              'Thanks for the detailed report! I have passed it to our engineers with your details, and I will let you know as soon as a fix ships.',
              'Meanwhile, updating to the latest version and reloading the page clears most problems of this kind.',
            ),
            note('Reported to engineering by {{agent.name}} (conversation #{{conversation.id}}).'),
            tag('bug'),
          ],
        },
        {
          title: 'Feature request recorded',
          shortcut: 'feature-vote',
          actions: [
            reply(
              'Thanks for the suggestion! I have added your vote and your use case to the request; our product team reviews them every week, and I will let you know when it is available.',
            ),
            tag('feature-request'),
            status('closed'),
          ],
        },
        {
          title: 'Solved: thanks and close',
          shortcut: 'thanks',
          actions: [reply('Glad that is sorted! If anything else comes up, just reply to this email and we will pick it up.'), status('closed')],
        },
        { title: 'Spam: mark it and move on', shortcut: 'spam', actions: [status('spam')] },
      ],
    },
  ];
}
