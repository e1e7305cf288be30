// Full customer emails to "Tasklane" (the help desk of help-desk-sources.ts), each labelled with the one source that
// answers it: greeting, situation, question, sign-off, sometimes a quoted or forwarded earlier mail, as customers
// write them. Written from the sources alone, in the customers' own words, without seeing any search result.
// Tuning data: the search may be tuned on this list.

export interface EvalMail {
  subject: string;
  /** The mail's text as the customer sent it: greeting, question, sign-off, sometimes a quoted earlier mail. */
  text: string;
  expected: string;
}

export const HELP_DESK_MAILS: EvalMail[] = [
  {
    subject: 'Which plan do we need?',
    text: `Hello Tasklane team,

We're a 12-person architecture studio, currently on the free tier and it's getting tight. Before I go to my partners for budget, can you tell me what the paid tiers actually add on top of each other? Mainly wondering whether the Gantt-style view and company single sign-on are in the middle one or only in the top one.

Thanks,
Priya Raman
Studio Nord`,
    expected: 'plans-compare',
  },
  {
    subject: 'Moving off the free version',
    text: `Hi,

We've hit the 5 project cap and want to start paying for Team today. I'm an admin on our account but not the person who created it, is this something only she can do? Also if we do it mid-month, do we get charged for a full month straight away?

Cheers,
Dan`,
    expected: 'upgrade-plan',
  },
  {
    subject: 'Scaling back',
    text: `Hi there,

Our busy season is over and honestly we're not using half of what we pay for on Business. I'd like to go down to Team from next month. Will we lose anything straight away, and what happens to the SSO our IT guy set up?

Kind regards,
Helen Marsh`,
    expected: 'downgrade-plan',
  },
  {
    subject: 'Stop renewal please',
    text: `Hello,

The project we bought Tasklane for wraps up at the end of this month and we won't need to pay for it after that. I don't want our data gone though, the client may come back next year and we'd want to pick up where we left off. How do I make sure we're not billed again in March without wiping anything?

Regards,
Olivier Dumas`,
    expected: 'cancel-subscription',
  },
  {
    subject: 'Charged for a year by accident',
    text: `Hi,

I meant to click monthly but somehow ended up paying for a whole year up front last Tuesday (invoice TL-2026-08812). We're a two person shop and that's a lot of money for us. Is there any way to get most of that back?

Thanks,
Carla`,
    expected: 'refund-policy',
  },
  {
    subject: 'Paying without a credit card',
    text: `Hello Tasklane team,

Our finance department doesn't issue company credit cards, everything goes through purchase orders and is paid by bank transfer. We'd be about 25 people on Business, billed yearly. Is that something you can do? Otherwise what else do you take?

Best regards,
Marta Kowalska
Procurement, Lindqvist AB`,
    expected: 'payment-methods',
  },
  {
    subject: 'Bank replaced my card',
    text: `Hi,

My bank sent me a replacement after some fraud on my old one, so the number you have on file won't work anymore. Where do I swap in the new one?

Thanks,
Ben`,
    expected: 'update-card',
  },
  {
    subject: 'Fwd: Your Tasklane payment was unsuccessful',
    text: `Hi,

Forwarding this from our finance inbox. The card is definitely valid and has funds, we use it for everything else. We're based in South Africa, could that be why it keeps getting refused? And how long do we have before something happens to our account?

Thanks,
Sipho Dlamini

---------- Forwarded message ---------
From: Tasklane Billing <billing@tasklane.com>
Date: Mon, 2 Nov 2026 at 06:02
Subject: Your Tasklane payment was unsuccessful
To: <finance@ubuntuhealth.co.za>

We couldn't process your payment of $240.00 for the Team plan. We'll try again in a few days.`,
    expected: 'failed-payment',
  },
  {
    subject: 'Workspace says read only',
    text: `Hello,

I came back from leave and everyone on my team tells me they can't edit anything, there's a banner about an outstanding amount. I think the company card was cancelled while I was away. If I sort out the money today, does everything come back as it was? Nothing has been thrown away, right?

Best,
Anneliese Vogt`,
    expected: 'failed-payment',
  },
  {
    subject: 'Receipts for our accountant',
    text: `Hi there,

Our accountant needs the receipts for every Tasklane payment from January to June for our tax return. I only seem to have the last one in my mailbox. Is there somewhere I can grab all of them at once? And can future ones go straight to her (accounts@brightwell.co.uk) instead of me?

Many thanks,
Rhys Morgan`,
    expected: 'download-invoices',
  },
  {
    subject: 'Invoice for October missing VAT number',
    text: `Hello,

The October invoice only shows my own name, not our company (Fernández Diseño S.L.), and there's no VAT number on it, so our accounting department won't accept it. Our VAT ID is ESB12345678. Can you fix that one and make sure the next ones come out right?

Un saludo,
Lucía Fernández`,
    expected: 'invoice-details',
  },
  {
    subject: 'Extra 20% on my bill?',
    text: `Hi,

The pricing page said $10 per user but my last charge was noticeably more than 5 x $10, there's an extra line of about 20%. I'm in France. What is that and do I have to pay it? We're a registered company, not individuals.

Thanks,
Julien`,
    expected: 'sales-tax',
  },
  {
    subject: 'Re: Welcome to Tasklane Team!',
    text: `Hi,

Thanks for the welcome. We've been paying month by month for a while now and we're definitely staying, so does it work out cheaper to pay for the whole year in one go? If so, what happens to the days we've already paid for this month when we change?

Cheers,
Mo

On Wed, 28 Oct 2026 at 14:30, Tasklane <hello@tasklane.com> wrote:
> Hi Mo,
> Welcome to the Team plan! Here are three tips to get the most out of your new features.
> The Tasklane team`,
    expected: 'annual-billing',
  },
  {
    subject: 'Bill went up',
    text: `Hi Tasklane,

Why did this month's charge jump? We brought on two freelancers around the 15th and the amount is higher, but not by as much as I expected. How exactly do you work it out when someone joins halfway through?

Best regards,
Nadia Haddad`,
    expected: 'seat-billing',
  },
  {
    subject: 'Getting my team in',
    text: `Hello,

I set up our workspace yesterday and have been building out the projects. Now I want the other 9 people from the marketing department to join. Do I have to type in every address one by one, or is there a link I can just post in our group chat?

Thanks,
Sofia`,
    expected: 'invite-members',
  },
  {
    subject: 'Ex employee',
    text: `Hi,

Jonas quit on Friday and was walked out of the building, so he should NOT be able to get in anymore. He was in the middle of a bunch of stuff though, so I don't want his work to vanish. What's the right way to handle this?

Regards,
Karin Olsen, Ops manager`,
    expected: 'remove-member',
  },
  {
    subject: 'Contractor finished',
    text: `Hi there,

Our contract developer finished her engagement with us last week and we don't want to keep paying for her. Can I take her off our account, and will the work she still had open stay there for someone else to pick up?

Best,
Aaron`,
    expected: 'remove-member',
  },
  {
    subject: 'Letting my cofounder manage things',
    text: `Hi,

I created the workspace so everything is under me. My cofounder wants to be able to add people and set up the integrations without asking me every time, but I'd rather keep the billing to myself. Is there a level in between that does that?

Thanks,
Elif`,
    expected: 'roles-permissions',
  },
  {
    subject: 'Account is tied to our old CEO',
    text: `Hello Tasklane support,

Bit of a messy situation, apologies in advance. The person who originally signed us up back in 2023 was our previous CEO. He left in the summer, not on good terms, and we can't really ask him for anything at this point. Everything billing-related is still in his name. I'm an admin and I've been running things day to day. We need me (or our new COO) to be the one in charge from now on. What do you need from us to make that happen? Happy to send whatever paperwork.

Kind regards,
Grace Obi
Head of Operations, Meridian Health`,
    expected: 'transfer-ownership',
  },
  {
    subject: 'login',
    text: `hello

i cant remember the password i picked when i signed up a few weeks ago and my browser didnt save it. how do i get back in

thanks
Raj`,
    expected: 'reset-password',
  },
  {
    subject: 'Reset link never comes',
    text: `Hi,

I've clicked the forgotten password thing four times now over the last hour and nothing has shown up in my inbox. We use Outlook at work with pretty strict filtering. What address does it come from, so I can get IT to let it through?

Thanks,
Pieter`,
    expected: 'reset-email-missing',
  },
  {
    subject: 'Domain change',
    text: `Hello,

We've rebranded and everyone's mailbox is moving from @fieldco.com to @fieldandco.com. The old mailboxes will be shut down at the end of next month. How do I switch my account over so I can still get in afterwards? We don't use single sign-on.

Best,
Tomasz Nowak

________________________________
From: IT Helpdesk <it@fieldco.com>
Sent: Monday, 2 November 2026 09:12
Subject: Mailbox migration - action needed

Please update your address in all external tools before 31 December.`,
    expected: 'change-email',
  },
  {
    subject: 'Extra login security',
    text: `Hi there,

After a phishing scare at work our security lead wants everyone to confirm sign-ins with a code from their phone, like we do for online banking. Where do I switch that on for myself? And can I force it for the whole team or is it a per-person thing?

Thanks,
Lauren`,
    expected: 'enable-2fa',
  },
  {
    subject: 'Locked out - new phone',
    text: `Hi,

I upgraded my phone over the weekend and didn't move the authenticator over, so now Tasklane asks for a 6-digit code I have no way of getting. I'm a regular member, not an admin. How do I get back in? I don't think I kept those backup codes anywhere.

Thanks,
Rafael`,
    expected: 'lost-2fa',
  },
  {
    subject: 'Help!!',
    text: `Hello,

My phone was stolen at the airport yesterday and it had the app that generates my login numbers on it. I'm the one who owns our company's workspace, so there's nobody above me to fix it. What now? I have a board meeting on Thursday and need our roadmap.

Regards,
Margaret Lin`,
    expected: 'lost-2fa',
  },
  {
    subject: 'Okta',
    text: `Hi,

We just moved to Business and IT wants staff to log in through Okta like every other tool we use, and eventually to create and remove accounts automatically from there. Where do I find the settings and what do you need from our Okta side?

Best regards,
Jan de Vries
IT, Kroon Logistics`,
    expected: 'sso-setup',
  },
  {
    subject: 'Nobody can sign in since this morning',
    text: `Hi team,

Since about 8am none of our staff can get in through our company login, Entra sends them back with an error. Our IT team renewed some certificates over the weekend, not sure if that's related. I'm an admin and I'm stuck too. Urgent please.

Olga

Sent from my iPhone`,
    expected: 'sso-login-error',
  },
  {
    subject: 'Temporarily blocked?',
    text: `Hi,

I got my password wrong a bunch of times (caps lock, of course) and now it says I can't try again for a while. How long do I have to wait? I'm pretty sure I know the right one now.

Thanks,
Nick`,
    expected: 'account-locked',
  },
  {
    subject: 'API access for our reporting script',
    text: `Hello,

I'm writing a small Python script to pull our tasks into our BI dashboard every night. What do I use to authenticate the requests, and where do I generate it? Also, if I create it, will the script be able to see projects I'm not part of?

Regards,
Ahmed`,
    expected: 'api-keys',
  },
  {
    subject: 'Sync job failling with 429',
    text: `Hi,

Our nightly job that updates due dates on ~4,000 tasks started failing partway through with HTTP 429. We're on Team. What's the ceiling, and is there a smarter way to do this than one request per task?

Thanks,
Kenji Watanabe`,
    expected: 'rate-limits',
  },
  {
    subject: 'Push updates to our system',
    text: `Hi Tasklane team,

Rather than asking your API for changes every minute, we'd like Tasklane to tell our backend whenever someone comments or edits a task. Is there a way to do that, and how do we check on our end that the request really came from you?

Best,
Lukas`,
    expected: 'webhooks-setup',
  },
  {
    subject: 'Endpoint disabled email',
    text: `Hi,

We got an email saying our endpoint was switched off after repeated failures. Our server was down for a migration for most of last week. It's back up now, so how do I turn it back on, and can we get the events we missed during the outage?

Thanks,
Ines`,
    expected: 'webhooks-failing',
  },
  {
    subject: 'Re: [Tasklane #48213] Webhook question',
    text: `Hey,

Sure, here's more detail. Our listener URL hasn't received a single call since Tuesday when stuff is edited, although the same code works fine in staging. The handler does some heavy processing before it replies, could that be it? And is there somewhere I can see what you got back from us?

Cheers,
Sam

On Thu, 5 Nov 2026 at 11:04, Tasklane Support <support@tasklane.com> wrote:
> Hi Sam,
> Thanks for reaching out. Could you tell us a bit more about what you're seeing?
> Best, Lena`,
    expected: 'webhooks-failing',
  },
  {
    subject: 'Updates in our team chat',
    text: `Hi,

Our dev team lives in Slack and nobody reads email. Can we get new tasks and comments from the Website Redesign project posted in #web-team automatically?

Thanks,
Chloe`,
    expected: 'slack-integration',
  },
  {
    subject: 'Seeing deadlines next to my meetings',
    text: `Hello,

I live in my Outlook agenda all day. Is there a way for the things due on my plate to show up there next to my meetings, so I don't have to keep two windows open?

Best regards,
Ingrid`,
    expected: 'calendar-sync',
  },
  {
    subject: 'Linking code to tasks',
    text: `Hi,

Our developers would like their pull requests to show up on the related Tasklane card, and ideally for the card to close itself when the PR is merged. Is that possible? Our code is on GitHub.

Thanks,
Marco`,
    expected: 'github-integration',
  },
  {
    subject: 'Connect to HubSpot?',
    text: `Hello,

When a deal is marked won in HubSpot, I'd like an onboarding task to be created in Tasklane automatically. There's no HubSpot option on your integrations page and I'm not a developer. Is there some no-code way to glue the two together?

Best,
Rachel`,
    expected: 'zapier',
  },
  {
    subject: 'Moving from Trello',
    text: `Hi there,

We have about 30 Trello boards with years of cards, comments and attached files. We'd like to bring all of that across rather than start from scratch. Is that possible, and will the cards still be assigned to the right people afterwards?

Thanks,
Hannah`,
    expected: 'import-data',
  },
  {
    subject: 'Full backup of our workspace',
    text: `Hello,

Our compliance team requires us to keep an offline copy of everything we store in third-party tools, once a quarter. What's the best way to get a complete copy of all our projects, including comments and files?

Kind regards,
Thomas Becker`,
    expected: 'export-data',
  },
  {
    subject: 'Re: Leaving Tasklane',
    text: `Hi all,

As Marc says below, we've decided to move to another tool at the end of the year. Before we go I want to take everything with us: every board, every discussion, every file. How do I pull it all out in one go?

Thanks,
Yara

On Mon, 9 Nov 2026 at 16:40, Marc Leroy <marc.leroy@atelier-bleu.fr> wrote:
> Yara, can you check with them how we get our stuff out before we stop paying?
> Marc`,
    expected: 'export-data',
  },
  {
    subject: 'Shutting down for good',
    text: `Hello,

We closed our business last month. I'd like our workspace and all of the information in it permanently removed from your systems, backups included. How do I do that, and how long until it's really gone?

Thanks,
Emma Schultz`,
    expected: 'delete-account',
  },
  {
    subject: 'DPA for our legal team',
    text: `Hi,

We're a German company, and before we roll Tasklane out to our HR department our data protection officer needs a signed data processing agreement and the list of companies you pass our data to. Where can we get those?

Best regards,
Stefan Kraus`,
    expected: 'gdpr-dpa',
  },
  {
    subject: 'Hosting location question',
    text: `Hello,

We're a Dutch healthcare supplier and our customers keep asking whether our project information ever leaves Europe. Which country do your servers sit in, and can we keep our workspace inside the EU? We're on Team right now but could upgrade.

Best regards,
Femke Jansen`,
    expected: 'data-residency',
  },
  {
    subject: 'Security questionnaire',
    text: `Hi,

Our biggest client's vendor risk team has sent us a 40-question security questionnaire about every tool we use, and Tasklane is on the list. The main things they want to know: do you hold an audited certification like SOC 2 or ISO 27001, and how is our data protected when it's stored and when it travels over the network. Can you share documentation we can attach?

Thanks,
Daniel Price
--
Daniel Price | IT & Compliance Manager
Halden & Co Consulting
This email and any attachments are confidential and intended solely for the addressee.`,
    expected: 'security-compliance',
  },
  {
    subject: 'Drowning in alerts',
    text: `Hi,

I'm in about 20 projects and I get an email for literally every comment. My inbox is unusable. Can I just get one summary a day instead, and not be pinged at all at night?

Thanks,
Aisha`,
    expected: 'notification-settings',
  },
  {
    subject: 'No alerts on my phone',
    text: `Hello,

My colleagues get a buzz on thier phones whenever they're assigned something, but I never do, even tho the app is installed and Im logged in. Android 14, Samsung. Is there something I need to switch on?

Thanks,
Viktor`,
    expected: 'notifications-missing',
  },
  {
    subject: 'Missing updates',
    text: `Hi,

For the past two weeks I haven't heard a peep when people mention me or give me work. I only find out when I open the site. Nothing changed on my side that I know of. What should I check?

Best,
Laura`,
    expected: 'notifications-missing',
  },
  {
    subject: 'Quick question',
    text: `Hi,

Is there a version I can use on my iPad when I'm on site with clients? Ideally something that still works in places with bad signal.

Thanks,
Greg`,
    expected: 'mobile-app',
  },
  {
    subject: 'Phone and laptop out of sync',
    text: `Hi there,

I ticked off six tasks on my phone on the train this morning, but on my laptop they're all still open. It's been hours and the phone has signal now. Am I doing something wrong?

Thanks,
Jess`,
    expected: 'mobile-sync',
  },
  {
    subject: 'Really sluggish',
    text: `Hello,

Hope you're all well. I'll try to keep this short but it's been driving our team a bit mad. For the past week or so our main project board takes 20-30 seconds to open, and once it's open scrolling is choppy and sometimes the tab freezes. Other websites are fine and our connection has been tested. That project has been running for about three years and has thousands of items in it, we've never cleaned anything up. Colleagues in the other office see the same. Any ideas what we can do on our side?

Regards,
Martin Novák
Operations, Brnoflex s.r.o.`,
    expected: 'performance-slow',
  },
  {
    subject: 'Is it just us?',
    text: `Hi,

Nothing will load for anyone in our office right now, we just get a blank screen. Is something broken on your end? And is there a page where we can watch for this kind of thing instead of emailing you?

Thanks,
Ruth`,
    expected: 'service-status',
  },
  {
    subject: 'Availability commitment',
    text: `Hello Tasklane team,

We're moving our whole delivery organisation onto Tasklane, and our procurement wants a contractual uptime figure and to know what compensation we'd get if you fall short. Is that something you offer, and on which plan?

Best regards,
Claire Dubois`,
    expected: 'sla-uptime',
  },
  {
    subject: 'Old browser at work',
    text: `Hi,

Our hospital's PCs are locked down and still run Internet Explorer 11 for some legacy systems. Will Tasklane work on those machines, or do we need to get IT to install something else?

Thanks,
Mary`,
    expected: 'browser-support',
  },
  {
    subject: 'Trying it out first',
    text: `Hi,

Before I convince my boss to pay for this, can I test the full thing with my team for a couple of weeks? I'd rather not put a card in at this stage. And what happens to our stuff if we decide not to buy?

Thanks,
Oscar`,
    expected: 'free-trial',
  },
  {
    subject: 'Charity pricing?',
    text: `Hello,

We're a small registered charity running a food bank with volunteers, and the per-person cost adds up quickly for us. Do you do anything special for organisations like ours?

Warm regards,
Bridget O'Neill`,
    expected: 'nonprofit-discount',
  },
  {
    subject: 'We rebranded',
    text: `Hi,

We changed our name from Acme Digital to Northstar last month, but Tasklane still shows the old name everywhere, including in the link everyone has bookmarked. Can that be changed, and will the old link stop working?

Cheers,
Liam`,
    expected: 'rename-workspace',
  },
  {
    subject: 'Deleted the wrong project',
    text: `Hi,

I was cleaning up old projects this afternoon and I think I deleted the wrong one, "Q3 Campaign" instead of "Q3 Campaign (old)". There was a lot of work in there. Can I get it back?

Please help,
Natalie`,
    expected: 'restore-deleted',
  },
  {
    subject: 'Oops',
    text: `Hey,

One of our interns binned a whole bunch of cards yesterday while tidying up. Is there any way to bring them back with their discussions and files?

Thanks,
Paul`,
    expected: 'restore-deleted',
  },
  {
    subject: 'Video upload fails',
    text: `Hi,

I'm trying to attach a 350 MB screen recording to a task and it keeps failing. We're on Team. Is there a maximum, and does going up to Business change it?

Thanks,
Kai`,
    expected: 'attachment-limits',
  },
  {
    subject: 'Client access',
    text: `Hello,

We'd like our client to follow along on their project and tick off the items we hand to them, but they must not see our other clients' work. Do they need a full account, and does it cost us anything?

Best regards,
Isabel`,
    expected: 'guest-access',
  },
];
