// Full customer emails to "Mailroom" (the help desk of inbox-desk-sources.ts), each labelled with the one source that
// answers it: greeting, situation, question, sign-off, sometimes a quoted or forwarded earlier mail, as customers
// write them. Written from the sources alone, in the customers' own words, without seeing any search result.
// Held-out list: not for tuning the search, only for measuring it.

import type { EvalMail } from './help-desk-mails.ts';

export const INBOX_DESK_MAILS: EvalMail[] = [
  {
    subject: 'Pricing for 6 agents',
    text: `Hi,

We're a six-person support team at an online bike parts store, currently answering from one shared Gmail login. What would your tool cost us per month for six people, and is there a saving if we pay for the year up front?

Thanks,
Mateo Silva`,
    expected: 'plans-pricing',
  },
  {
    subject: 'Moving up to Enterprise',
    text: `Hello,

Our security team now insists on SAML for every tool, so we need to go from Team to Enterprise. If I switch today, halfway through our monthly cycle, do I pay the full Enterprise price for this month or just the difference?

Best regards,
Hiroshi Tanaka`,
    expected: 'change-plan',
  },
  {
    subject: 'Not renewing',
    text: `Hi,

We're winding down our support operation at the end of the quarter and won't be renewing. Once the paid period is over, will we still be able to get at our old conversations for a while? We'll need to export them for our records.

Thanks,
Georgia`,
    expected: 'cancel-subscription',
  },
  {
    subject: 'Double charge on our card',
    text: `Hello Mailroom team,

Our statement shows two identical charges of $156 from you on 3 November. We only have one account. Can you send back the extra one?

Kind regards,
Owen Price`,
    expected: 'refund-request',
  },
  {
    subject: 'Paperwork for our bookkeeper',
    text: `Hi,

Our bookkeeper says the PDFs she gets for our monthly payments are missing our registered business name and tax number, so she can't claim them. Where do I fill that in? She'd also like the ones from last spring redone if at all possible.

Thanks,
Ana`,
    expected: 'invoices',
  },
  {
    subject: 'Card expiring',
    text: `Hi there,

The company card we pay you with expires at the end of this month and finance has issued a new one. Where do I put the new details in so the next payment doesn't bounce?

Cheers,
Ruairi`,
    expected: 'update-payment-method',
  },
  {
    subject: 'Do our managers count?',
    text: `Hello,

Two of our team leads never answer customers themselves, they just read through threads and now and then leave a comment for the agents. Are we paying full price for them too? Seems a bit much.

Best,
Sarah Klein`,
    expected: 'seat-billing',
  },
  {
    subject: 'New hire starting Monday',
    text: `Hi,

We have a new support agent, Lina, starting on Monday. How do I get her set up so she can answer from our shared inbox? Her address is lina@brightpaws.com.

Thanks,
Joe`,
    expected: 'add-teammate',
  },
  {
    subject: 'Agent leaving',
    text: `Hello,

One of our agents, Marcus, is leaving us on Friday. What happens to the tickets he still has open if I take him out of the account? I don't want customers left hanging.

Regards,
Petra`,
    expected: 'remove-teammate',
  },
  {
    subject: 'Offboarding',
    text: `Hi,

Our temp from the holiday season finished yesterday. She shouldn't be able to log in any more, and we'd rather stop paying for her. How do I do that properly?

Thanks,
Dev`,
    expected: 'remove-teammate',
  },
  {
    subject: 'Restricting what people can change',
    text: `Hi,

Right now all six of us can edit the automations and the inbox settings, and someone keeps breaking things. Can I make it so only me and our team lead can touch the settings, while the others just handle customers?

Thanks,
Nora`,
    expected: 'roles-permissions',
  },
  {
    subject: 'Adding our billing@ address',
    text: `Hello,

We already run support@ through Mailroom and now want billing@ in as a separate inbox so the finance people can work it. It's a Microsoft 365 mailbox. How do I add it? We're on Team.

Thanks,
Chris

________________________________
From: Anna Berg <anna.berg@lumen-optics.com>
Sent: Tuesday, 3 November 2026 15:21
To: Chris Hall
Subject: billing@ mailbox

Chris, can you get billing@ into the support tool as well? We're drowning.`,
    expected: 'connect-inbox',
  },
  {
    subject: 'Gmail asking for a confirmation code',
    text: `Hi,

I'm trying to send everything from support@ in our Google Workspace on to your system. Gmail says it emailed a verification code to the forwarding address, but where am I supposed to see that code? And which address exactly should I be forwarding to?

Thanks,
Lea`,
    expected: 'email-forwarding',
  },
  {
    subject: 'Nothing coming in since yesterday',
    text: `Hi,

Our queue has been suspiciously quiet since yesterday afternoon, no new tickets at all, which never happens. I emailed our support address from my personal account as a test and it never showed up. We're connected through Microsoft 365. What should I check?

Thanks,
Fatima`,
    expected: 'emails-not-arriving',
  },
  {
    subject: 'Problem',
    text: `Hello,

Customers are phoning us to say they've written to us, but we have nothing from them. Our IT company changed some settings on our mail server last week. Where do I look?

Walter

Sent from my iPhone`,
    expected: 'emails-not-arriving',
  },
  {
    subject: 'Our answers go to junk',
    text: `Hi,

Several customers have told us our replies ended up in their junk folder, and Gmail shows a "via" note next to our name. I think we're supposed to add something to our domain's DNS. What exactly, and where do I find the values?

Best,
Tariq`,
    expected: 'dns-spf-dkim',
  },
  {
    subject: 'Verify button keeps failing',
    text: `Hello,

About three hours ago I added the two CNAME records and the SPF include at our DNS host, but clicking Verify still says the records can't be found. Did I do something wrong or do I just need to wait?

Thanks,
Emily`,
    expected: 'dns-spf-dkim',
  },
  {
    subject: 'Knowledge base on our own URL',
    text: `Hi,

Our knowledge base is live and looks great, but it sits on a mailroom.io address. We'd like it on support.greenleaf.com instead. What do I need to do, and will it be https?

Thanks,
Olivia`,
    expected: 'custom-domain',
  },
  {
    subject: 'Cutting down repeat questions',
    text: `Hello,

Half the emails we get are the same five questions about shipping and returns. I'd love a public FAQ page that people can browse before writing to us. Can your product do that?

Best regards,
Yusuf`,
    expected: 'help-center',
  },
  {
    subject: 'Chat on our site',
    text: `Hi,

We'd like visitors on our WordPress site to be able to message us live from a little bubble in the corner, and have those messages land in the same place as our emails. How do we set that up?

Cheers,
Bea`,
    expected: 'chat-widget',
  },
  {
    subject: 'Giving a ticket to a colleague',
    text: `Hi,

I'm going on holiday tomorrow and I have a tricky case with a wholesale customer open that Tom should take over. How do I pass it to him so he knows it's his now?

Thanks,
Elena`,
    expected: 'assign-conversation',
  },
  {
    subject: 'Distributing tickets evenly',
    text: `Hello,

Right now whoever grabs a ticket first gets it, and two of our agents end up doing most of the work. Can new emails be handed out in turn to whoever is online, with a cap so no one gets swamped?

Thanks,
Dimitri`,
    expected: 'auto-assignment',
  },
  {
    subject: 'Fairer workload',
    text: `Hi,

Our newer staff complain they never get anything because the veterans cherry-pick the easy ones. I'd like the system to deal out incoming mail one by one among the people currently working. Possible?

Best,
Hana`,
    expected: 'auto-assignment',
  },
  {
    subject: 'Labelling tickets by topic',
    text: `Hi,

We want to mark each conversation with a category like "shipping", "damaged item" or "wrong size" so we can see at the end of the month what people write about most. How does that work in Mailroom? Also we already have a "shiping" one (typo) that we'd like to fold into the right one.

Thanks,
Jack`,
    expected: 'tags',
  },
  {
    subject: 'Hide until Monday',
    text: `Hello,

A customer said she'll get back to us with photos next week. I don't want her thread sitting in my view all week, but I also don't want to forget about it. Can I make it disappear and pop back up on Monday?

Thanks,
Lorenzo`,
    expected: 'snooze',
  },
  {
    subject: 'Same customer, three tickets',
    text: `Hi,

A customer emailed us three times about the same broken order, from two different addresses, so now we have three separate tickets. Can I combine them into one so the whole story is in one place?

Thanks,
Aoife`,
    expected: 'merge-conversations',
  },
  {
    subject: 'Re: Duplicate threads',
    text: `Hi again,

Thanks, combining the two worked. One follow-up though: I think I joined the wrong pair on one of them. Is there a way to reverse that?

Thanks,
Aoife

On Wed, 4 Nov 2026 at 09:15, Mailroom Support <help@mailroom.io> wrote:
> Hi Aoife,
> You can select both conversations in the list and choose Merge.
> Best, Sam`,
    expected: 'merge-conversations',
  },
  {
    subject: 'Two issues in one ticket',
    text: `Hi,

A customer replied to last month's delivery thread, but this time about a billing problem that our finance agent should handle separately. Can I break that latest message off into its own ticket without losing the original history?

Thanks,
Greta`,
    expected: 'split-conversation',
  },
  {
    subject: 'Canned responses?',
    text: `Hi,

We type the same returns instructions about 30 times a day. Is there a way to store that text and drop it in with a shortcut, ideally with the customer's first name filled in automatically?

Cheers,
Ollie`,
    expected: 'saved-replies',
  },
  {
    subject: 'Asking a colleague inside a ticket',
    text: `Hello,

Sometimes I need to ask our warehouse lead something about an order while I'm in the middle of a customer's thread. Is there a way to write a message only he sees, and ping him so he notices, without the customer getting it?

Thanks,
Ruth`,
    expected: 'notes-mentions',
  },
  {
    subject: 'Customers getting two answers',
    text: `Hi,

Twice this week a customer got two different responses from two of my staff within minutes of each other. Embarrassing. Is there anything that shows us a colleague is already on it?

Regards,
Carmen`,
    expected: 'collision-detection',
  },
  {
    subject: 'Response time targets',
    text: `Hello,

Our contract with a big B2B customer says we answer their emails within 2 hours. Can Mailroom track that for us and flag tickets that are about to miss it? Ideally only counting our office hours.

Best regards,
Frank Müller`,
    expected: 'sla-policies',
  },
  {
    subject: 'Re: Christmas closure',
    text: `Hi again,

Sorry to chase, I still haven't found where to do this. We're closed from 24 December to 2 January and I don't want our response timers running while nobody's here. Where do I enter those days? Also it looks like the system is on UTC and we're in Sydney.

Thanks,
Mia

On Mon, 2 Nov 2026 at 09:30, Mia Chen <mia@koalacoffee.com.au> wrote:
> Hi, where do I set our closing days over Christmas?`,
    expected: 'business-hours',
  },
  {
    subject: 'Letting customers know we got their email',
    text: `Hi,

Can we send people an instant "thanks, we've received your message" note with their ticket number when they write in? I'm a bit worried about getting into an endless loop with other people's out-of-office bots.

Thanks,
Aaron`,
    expected: 'auto-reply',
  },
  {
    subject: 'Monthly numbers for my boss',
    text: `Hello,

My manager wants a monthly overview: how many tickets we got, how fast we replied on average, and a breakdown per agent. Can I get that out as a spreadsheet, ideally sent to her automatically?

Thanks,
Sven`,
    expected: 'reports',
  },
  {
    subject: 'Alerts in Slack',
    text: `Hi,

Our team is mostly in Slack. Could new tickets for the VIP inbox be posted into a channel, and can people pick them up from there?

Thanks,
Nikhil`,
    expected: 'slack-integration',
  },
  {
    subject: 'Seeing orders while replying',
    text: `Hi there,

We run a store on Shopify. Our agents constantly switch tabs to look up what someone bought. Can we see their order history right there in the ticket, and maybe cancel an order without leaving?

Thanks,
Camille`,
    expected: 'shopify-integration',
  },
  {
    subject: 'CRM link',
    text: `Hello,

Our account managers live in Salesforce. When a customer writes in, our agents should see which account and deals they belong to, and we'd like to push the conversation into Salesforce as a case. Is that supported?

Best regards,
Ravi`,
    expected: 'salesforce-integration',
  },
  {
    subject: 'Developer access',
    text: `Hi,

I'm a developer at a small e-commerce company and want to pull ticket data from Mailroom into our internal dashboard. How do I get credentials, where are the docs, and is there a limit to how many calls I can make?

Thanks,
Piotr`,
    expected: 'api-keys',
  },
  {
    subject: 'Real-time notifications to our backend',
    text: `Hi,

When a new email comes in or a conversation gets assigned, we'd like our own system to be told straight away instead of checking every few minutes. Is there something for that, and how do we make sure the calls really come from you?

Cheers,
Bruno`,
    expected: 'webhooks-setup',
  },
  {
    subject: 'Re: [Mailroom #10442] Integration stopped',
    text: `Hi Sam,

Thanks for getting back to me. To answer your question: yes, we got an email on Saturday saying our endpoint was paused. Our handler does quite a lot of work before it responds, around 8-10 seconds per call. Could that be the reason? And once it's fixed, how do I switch it back on and get the events we missed?

Best,
Mei

On Mon, 9 Nov 2026 at 10:02, Mailroom Support <help@mailroom.io> wrote:
> Hi Mei,
> Sorry to hear that. Did you receive any email from us about the endpoint?
> Sam`,
    expected: 'webhooks-failing',
  },
  {
    subject: 'Are emails stored in Europe?',
    text: `Hello,

We're a Swiss insurance broker and our data protection officer wants to know in which country our customer emails would be kept if we start using Mailroom. Is there an EU option?

Kind regards,
Beat Zimmermann`,
    expected: 'data-location',
  },
  {
    subject: 'Fwd: Request for erasure of personal data',
    text: `Hi,

Forwarding this from our legal team. A former customer has formally asked us to erase everything we hold about him, and most of it is his email history with our support team in Mailroom. How do I remove his messages properly, and can we show afterwards that it was done?

Thanks,
Ida Lindgren

---------- Forwarded message ---------
From: Legal <legal@nordicpaws.se>
Date: Tue, 10 Nov 2026 at 13:44
Subject: Request for erasure of personal data
To: Support team <support@nordicpaws.se>

Please action the attached Article 17 request from Mr K. Berg within one month.`,
    expected: 'gdpr-requests',
  },
  {
    subject: 'Customer can not send us video',
    text: `Hi,

A customer is trying to email us a video of the defect and says it keeps bouncing back to her. It's about 60MB. Is there a max on your side?

Thanks,
Andrés`,
    expected: 'attachment-limits',
  },
  {
    subject: 'Login codes for the whole team',
    text: `Hello,

Our insurer now requires that staff logins to any system holding customer data need a second step, like a code from the phone. How do I switch that on, and can I enforce it so nobody on the team can skip it?

Thanks,
Hugo`,
    expected: 'two-factor',
  },
  {
    subject: 'Okta login',
    text: `Hi,

We manage all our staff accounts in Okta and want our agents to sign in to Mailroom through it rather than with separate passwords. Which plan do we need and how is it configured?

Best,
Tina`,
    expected: 'sso',
  },
  {
    subject: 'On the go',
    text: `Hi,

I'm often out at trade shows and would like to handle urgent customer emails from my phone. Is there an iPhone app, and can it do everything the desktop version does?

Thanks,
Lars`,
    expected: 'mobile-app',
  },
  {
    subject: 'Switching from Zendesk',
    text: `Hello,

We're moving our support over from Zendesk next month and have about 4 years of tickets there. Can we bring the history across with the tags and attachments, and does everything have to stop while it runs?

Kind regards,
Amelie`,
    expected: 'import-helpdesk',
  },
  {
    subject: 'Remove our account completely',
    text: `Hi,

We've moved our support to another tool and I want our account and every email stored in it gone for good, backups included. How do I do it, and how long until it's actually erased?

Derek Mills
--
Derek Mills | Head of Customer Care
Pinewood Outdoor Ltd | +44 20 7946 0018`,
    expected: 'delete-account',
  },
  {
    subject: 'Sent too early!',
    text: `Hi,

I just hit send on a reply to the wrong customer, and it had another customer's order details in it. Is there any way to pull it back??

Thanks,
Zoe`,
    expected: 'undo-send',
  },
  {
    subject: 'A few seconds to change my mind',
    text: `Hello,

I sometimes spot a typo a second after I click the button. Is there a short window where I can still stop a message from going out, and can I make that window longer?

Best,
Kerstin`,
    expected: 'undo-send',
  },
  {
    subject: 'Flooded with junk',
    text: `Hi,

We recieve dozens of SEO offers and crypto scams a day in our support inbox, mostly from the same few domains. How do I get them out of the way and stop them coming back?

Thanks,
Dominik`,
    expected: 'spam',
  },
  {
    subject: 'Email footer',
    text: `Hi,

I'd like every reply from our team to end with the agent's name plus our company phone number and address. Can that be set once for the whole inbox, and can people still add their own bit?

Thanks,
Rosa`,
    expected: 'signatures',
  },
  {
    subject: 'Routing invoices to finance',
    text: `Hello,

Any email with "invoice" in the subject should go straight to our finance inbox and get a billing tag, without anyone touching it. Can I set that up?

Thanks,
Mark`,
    expected: 'rules-automation',
  },
  {
    subject: 'Sorting mail without touching it',
    text: `Hi,

Everything from our wholesale partners' domain should land with Helena straight away, and anything from the marketplace bots should be closed automatically. Can I teach the system to do that?

Cheers,
Ben`,
    expected: 'rules-automation',
  },
  {
    subject: 'Customer feedback after tickets',
    text: `Hi,

We'd like to know whether customers were happy with the help they got. Can we automatically ask them to rate us once we close their ticket, without pestering our regular customers every time?

Thanks,
Julia`,
    expected: 'csat',
  },
  {
    subject: "Can't find an old email",
    text: `Hello,

A customer says she wrote to us in March about a warranty claim, but I can't find it anywhere. How do I look it up by her email address and only within a certain date range?

Thanks,
Arjun`,
    expected: 'search-conversations',
  },
  {
    subject: 'Test before buying',
    text: `Hi,

We're evaluating three shared inbox tools. Can we try yours with our team of 8 for a few weeks without entering payment details? What happens if we don't pick a plan at the end?

Thanks,
Megan`,
    expected: 'free-trial',
  },
  {
    subject: 'cant get in',
    text: `hi, no idea what my password is anymore and chrome didnt save it. how do i set a new one??
kim`,
    expected: 'reset-password',
  },
  {
    subject: 'Desktop pop-ups all day',
    text: `Hi,

I get a pop-up and an email every time any customer replies to anything, even tickets that aren't mine. I only want to hear about things assigned to me or when I'm mentioned. Where do I change that?

Thanks,
Ellie`,
    expected: 'notification-settings',
  },
];
