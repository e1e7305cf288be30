// LONG customer emails to "Tasklane" (the help desk of help-desk-sources.ts), each labelled with the one source that
// answers it. These are story-heavy mails where most of the words are context (who is writing, what happened, what a
// boss, auditor or client needs and by when), with the question at the end, first, in the middle, or only as a
// request without a question mark; some carry a quoted or forwarded earlier mail below the signature. Written from
// the sources alone, in the customers' own words, without seeing any search result.
// Tuning data: the search may be tuned on this list.

import type { EvalMail } from './help-desk-mails.ts';

export const HELP_DESK_LONG_MAILS: EvalMail[] = [
  {
    subject: 'Quick one',
    text: `Hi there,

Quick one, hopefully. I'm the office manager at Brightwater Dental Group and I'm the one who set up our Tasklane workspace back in April. On 2 June we paid for a full year of the Team plan for 18 people, which came to $2,160 on my company Amex (invoice TL-2025-06-4471).

Last week we found out we're being bought by a bigger practice group, and they already use Monday for everything, so from August our team will be moved over whether we like it or not. My regional manager, Colin, asked me to sort out the money side before the deal closes. He seems to think we can just get the unused part of the year back, but I honestly have no idea if that's how it works with you, and I don't want to promise him something and then look silly.

So: is there any way to get back what we paid for the months we won't use, and who do I need to write to? We've only had the yearly plan for about two and a half weeks, if that matters.

Thanks so much,
Janine Okafor
Office Manager, Brightwater Dental Group`,
    expected: 'refund-policy',
  },
  {
    subject: 'Urgent!!',
    text: `Hello,

I got three emails from you this week saying our payment didn't go through and I'm starting to panic a bit. We're a small events agency (9 people on Team) and our whole conference schedule for September lives in Tasklane - run sheets, supplier tasks, the lot.

Background: our finance director, Marcus, is on paternity leave until the 21st and he's the only one who knows anything about the company card. I checked with the bank this morning and they said the card is fine and there's money on it, but apparently there was a "security check" that nobody approved because it went to Marcus's phone. I can't reach him today.

What I need to understand is what happens now. Will you keep trying the card? How long do we have before my team gets kicked out or loses their work? We have a client walkthrough on Thursday and I cannot have the boards disappear in the middle of it.

Please tell me I have a few days at least.

Rushed thanks,
Hannah Lindqvist
Operations Lead, Northlight Events`,
    expected: 'failed-payment',
  },
  {
    subject: 'Re: Invoice TL-2025-0318',
    text: `Hi Tasklane billing,

Sorry to come back to this again. Our external auditor (Kessler & Partner) has rejected the last four invoices we submitted for Tasklane because they only show my name and my personal email, not the company. For them to be valid for input tax they need to show our registered company name, Vogel Logistik GmbH, the address in Bremen and our VAT ID DE 298 114 572.

I'm the workspace owner, I invited the whole dispatch team myself and I pay for 14 seats every month, but I never saw a place to put company information when I signed up. It was all very quick with the credit card.

Two things please: where do I enter these details so the next invoices are right, and can the old ones from January to April be corrected? The auditor wants them by 30 June at the latest.

Best regards,
Stefan Vogel
Geschäftsführer, Vogel Logistik GmbH

> On Mon, 9 Jun 2025 at 14:12, Petra Haas <p.haas@kessler-partner.de> wrote:
> Dear Mr Vogel,
> the Tasklane invoices TL-2025-0118, -0215, -0318 and -0417 cannot be accepted as they are addressed to a private person. Please request corrected invoices from the supplier.
> Kind regards, Petra Haas`,
    expected: 'invoice-details',
  },
  {
    subject: 'Fwd: Tasklane access for the Lisbon office',
    text: `Hi,

Forwarding the note from our COO below so you have the context. We moved from Team to Business last week (the upgrade went through fine, thanks), mostly because of this.

We're about 60 people across Lisbon and Porto. Everyone signs in to everything with their Microsoft work account, and I'd like Tasklane to be the same: when someone leaves, I disable them in one place and they're out of everything, and new joiners should get an account without me creating it by hand. Right now people have their own Tasklane passwords and half of them reuse the one from their personal Gmail, which gives me nightmares.

I've done this with other vendors before. What exactly do I need from our Entra tenant, and where in Tasklane do I put it? Also, can I force people to use it once it's working, so nobody keeps logging in with a password?

Obrigado,
Rui Carvalho
IT Lead, Marés Studio

---------- Forwarded message ---------
From: Inês Prata <ines.prata@mares-studio.pt>
Date: Mon, 16 Jun 2025 at 09:40
Subject: Tasklane access for the Lisbon office
To: Rui Carvalho <rui.carvalho@mares-studio.pt>

Rui, can we get Tasklane onto the same Microsoft login as everything else before the new hires start on 1 July? I don't want another list of passwords to manage.`,
    expected: 'sso-setup',
  },
  {
    subject: 'Following up',
    text: `Hi again,

I wrote on Friday (see below) and haven't heard back yet, so trying once more because this is really holding me up.

To recap: my phone was stolen on the tram in Vienna last Wednesday. I got a new phone with the same number, but the authenticator app didn't come with it, and every time I sign in to Tasklane it wants the six-digit code. I did get a list of backup codes when I set it up last year, but I have absolutely no idea where I saved them - probably on the old phone, which is gone.

I'm not an admin, just a normal member in our marketing team. Our workspace admin is Lukas Berger, he's in the office today. My manager keeps asking when I'll be able to update the campaign tasks again and I'm doing it all by email in the meantime, which is chaos.

Is there anything Lukas can do on his side, or do I have to go through you for this?

Thanks,
Sofia Haider
Marketing Coordinator, Alpenblick Tourismus

> On Fri, 13 Jun 2025 at 17:55, Sofia Haider <s.haider@alpenblick.at> wrote:
> Hello, I can't log in since I lost my phone, it keeps asking for the 2FA code. Can you help? Sofia`,
    expected: 'lost-2fa',
  },
  {
    subject: 'Question',
    text: `Hi,

I'm trying to make sense of our last invoice before our accountant asks me about it, and I'd rather understand it first.

In May we took on four summer interns on the 12th and I added them as normal members so they could pick up tasks in the content calendar. Two of them then left early, on the 26th, and I switched them off in Settings straight away. Then the June invoice came and it was higher than I expected but also not as high as I feared, and there's a line with a negative amount on it that I don't understand.

We're on Team, normally 11 people. Our two clients are in there too but as guests, and I'm assuming they don't cost anything? Mostly I want to know how you charge when someone joins or leaves partway through the month, and whether I get anything back for the two who left. My boss, Graham, wants a simple explanation he can forward to the finance team.

Cheers,
Ellie Bramwell
Studio Manager, Paperkite Creative`,
    expected: 'seat-billing',
  },
  {
    subject: 'Leaving the company - handover',
    text: `Hello Tasklane,

After six years I'm leaving Fenwick Architects at the end of this month, and I'm working through my handover list. One item I completely forgot about: I created our Tasklane workspace in 2021 with my work address, and I think that makes me the "owner", which means the billing and everything sits with me.

My replacement hasn't started yet, so the plan is for Diane Fenwick, one of the partners, to take it over. She's already got an account, she's been a member since the beginning and manages a few projects, but I don't think she has any special permissions.

I really don't want to leave this in a state where the account is attached to someone who isn't here anymore and nobody can pay the bill or change anything. My last day is Friday 27 June and IT will close my mailbox that evening.

Please let me know the steps so that Diane ends up in charge before I go, and whether there's anything she needs to do on her side first.

Many thanks,
Oliver Grant
Office & Projects Manager
Fenwick Architects`,
    expected: 'transfer-ownership',
  },
  {
    subject: 'Client portal?',
    text: `Hi there,

We're a five-person web design studio and we run each client build as its own project in Tasklane. At the moment I'm copying updates into a weekly status email for every client, which takes me most of Friday afternoon and is exactly the kind of thing I moved to Tasklane to avoid.

A couple of our bigger clients (a furniture retailer and a local council) have asked if they could just log in and see progress themselves, tick off the content they've supplied and leave comments on the homepage mockups. I worry about two things. First, I really don't want them poking around the other clients' projects, for obvious reasons. Second, we're on Team at $10 a head, and if every client contact needs their own paid seat it won't make sense for us - the council alone has about six people who'd want to look.

Can we let them in to just their own project, and would it cost us anything extra?

Thanks!
Marta Kowalski
Founder, Pixel & Pine`,
    expected: 'guest-access',
  },
  {
    subject: 'Everything is crawling',
    text: `Hi,

I've been putting up with this for a couple of weeks but today it took almost a minute to open our main board, so I give up and I'm writing to you.

We use one big project called "Service Desk 2023-2025" for every maintenance job in our building portfolio. It's got something like 8,000 tasks by now because nobody ever deletes anything and we keep the closed ones for reference. Other projects open quickly. This one just shows the spinner forever, and when it finally loads, scrolling stutters. It's the same on my laptop and on my colleague's desktop, both Chrome. I looked at your status page in case it was you and it said everything was fine. We're on the Business plan with 23 users, so I'd expect it to cope.

I need to get this usable again, the facilities team opens that board forty times a day and they're complaining to me. If there's something we should be doing differently with that project I'm happy to hear it, and if you need any logs or anything from us, tell me what to send.

Regards,
Tom Adeyemi
Facilities Systems Coordinator, Harbourside Properties`,
    expected: 'performance-slow',
  },
  {
    subject: 'Re: Security questionnaire',
    text: `Hi,

Following up on my colleague's chat with your sales team last week. We're a payroll provider, so anything that touches client data gets a full vendor review, and our security officer, Ahmed, has come back with a few points before he'll sign off on moving the implementation team onto Tasklane.

He's not worried about features or price, we've already settled on Business. What he needs is evidence. In particular:
- some kind of independent audit report or certification he can put in the vendor file
- how our data is protected while it's stored and while it travels between our browsers and your servers
- whether anyone tests your systems from the outside on a regular basis

Our vendor committee meets on 8 July and he needs the documents a week before that. We're happy to sign an NDA if that's what it takes. Could you point me to where I get these, or send them over?

Kind regards,
Claire Dubois
Implementation Manager, PayBridge Services

> On Wed, 11 Jun 2025 at 16:20, Ahmed Farouk <a.farouk@paybridge.co.uk> wrote:
> Claire, before I approve Tasklane I need their SOC report or ISO cert, encryption details and pen test info. No exceptions, sorry.
> Ahmed`,
    expected: 'security-compliance',
  },
  {
    subject: 'Paperwork before go-live',
    text: `Dear Tasklane team,

I'm the data protection officer for a chain of physiotherapy clinics in the Netherlands (Fysio Plus, 14 locations). Our operations team has been trialling Tasklane for a month and they love it, and they'd like to start using it properly from 1 August, including some tasks that will mention patient appointments and staff names.

Before that can happen, I need our processing relationship with you on paper. Our legal template is quite long and I suspect you'd prefer your own. I also need to know which other companies you pass data to (hosting, email, support tools and so on) so I can update our register, and who I can contact if a patient or employee asks what you hold about them.

I'm aware that the location of the servers is a separate discussion and I will raise that with my colleagues later, so for now I only need the agreement side sorted. Please tell me how to get this signed and where the list of third parties is published.

Met vriendelijke groet,
Anouk de Vries
Functionaris Gegevensbescherming, Fysio Plus B.V.`,
    expected: 'gdpr-dpa',
  },
  {
    subject: 'Fwd: Lieferantenprüfung / supplier check',
    text: `Hi,

We've just won a contract with a German public broadcaster, which is great news, except that their procurement people sent us a 40-page supplier checklist (the relevant bit is forwarded below), and one of the hard requirements is that any project information about their programmes stays inside the European Union.

We're a production company in Cologne and have been on Tasklane since 2022. I upgraded us to Business in March for the SSO. When I signed up I never thought about where it was hosted, and I suspect it's somewhere in America because I remember the sign-up being in US dollars.

So I need to know two things: where our workspace is physically kept right now, and whether it can be moved to Europe without starting from zero. We have three years of projects in there and re-creating them is not an option. The contract starts on 1 September, and I have to return the checklist by the end of next week.

Viele Grüße,
Jana Reuter
Head of Production, Filmhaus Reuter

---------- Forwarded message ---------
From: Einkauf <einkauf@rundfunk-west.de>
Date: Fri, 13 Jun 2025 at 11:30
Subject: Lieferantenprüfung / supplier check
To: Jana Reuter <j.reuter@filmhaus-reuter.de>

Point 4.3: All tools used to process production data must store that data exclusively within the EU/EEA. Please name the provider and location for each tool.`,
    expected: 'data-residency',
  },
  {
    subject: 'moving from Trello',
    text: `hey,

So we finally convinced our director to drop Trello. We have 14 boards there, some going back to 2019, with loads of cards, checklists and comments, and tons of PDFs and photos attached to the cards (site photos mostly, some of them are big). Our team is 16 people, construction project coordinators, not super technical.

I've been tasked with the move and I don't want to spend a week copying things by hand or lose the comment history, because that's basicaly our paper trail with subcontractors. Ideally everyone's stuff should still be linked to the right person afterwards, so when Dave commented on a card in 2021 it still shows Dave and not some random account.

Is there a proper way to bring the boards over, and is there anything I should do before starting so it goes smoothly? We're planning to do it the weekend of 5 July when nobody is on site.

cheers
Liam O'Connor
Project Coordinator, Keystone Build Ltd`,
    expected: 'import-data',
  },
  {
    subject: 'Backup before audit',
    text: `Good morning,

Our annual ISO audit is in three weeks, and the auditor (see her mail below) wants to see that we can produce a complete copy of our project records, including comments and files, independently of the vendor. Fair enough, but I've never done it and I'm not an IT person.

We're a medical device distributor with around 30 people on Business. Most of our regulatory work is tracked in Tasklane: every change request has its own task, the discussion happens in the comments, and the signed PDFs are attached. I've seen that I can get a spreadsheet out of a single project, but that doesn't give me the attachments or the comments in a useful way, and we have more than 40 projects.

I need one complete download of everything in our account that I can store on our own server and show to the auditor. I'm one of the admins. Please explain how I go about it and roughly how long it takes to arrive.

Kind regards,
Beatrix Novak
Quality & Regulatory Manager, MediLine Distribution

> On Thu, 12 Jun 2025 at 11:03, Karen Holt <k.holt@certifyqa.com> wrote:
> Please have ready a full export of your task management records (incl. comments and attachments) for sampling during the audit on 3 July.
> Best, Karen`,
    expected: 'export-data',
  },
  {
    subject: 'Oops',
    text: `Hi team,

Bit of a disaster here. Yesterday afternoon one of our new juniors was tidying up what he thought were old test projects and deleted "Harlow Client Feedback", which is very much not a test project. It had about three months of notes from our biggest client, with screenshots attached to most of the tasks. He told me this morning, poor guy was white as a sheet.

I'm an admin on our workspace (Team plan, 8 people). I searched for the project and it's simply gone from the sidebar. We don't have any export or backup on our side, I always assumed you'd keep that sort of thing. The client has a review meeting with us on Monday and I would really, really like to not have to tell them we lost their feedback.

Can it be brought back, with the comments and screenshots? And is there a time limit on this, so I know how fast I need to move the next time someone does something like this?

Thanks a million,
Gemma Walsh
Account Director, Copperline Digital`,
    expected: 'restore-deleted',
  },
  {
    subject: 'cant get in',
    text: `Hi,

I forgot my password on Monday (new laptop, the browser didnt keep it) so I clicked the forgot password link on the login page and typed my work email. Its now Wednesday and I have clicked it maybe six times and nothing ever arrived. Not in the inbox, not in junk, nothing.

We're at a hospital trust and our email is very locked down, IT told me before that some emails from outside get held for checking but they can't tell me anything unless I know the exact sender address. Everyone else in my team (we're the estates planning team, 7 of us) can log in fine, its just me.

I double checked the address and its definitely the one I use, andrew.mills@nwht-example.org.uk. Im not sure if we use the company login thing with Tasklane or not, I dont think so because I always typed a password.

What do I need to tell IT so the email actually gets through to me, and will the old links still work once it does?

Thanks
Andrew Mills
Estates Planning Officer
North West Hospitals Trust`,
    expected: 'reset-email-missing',
  },
  {
    subject: 'Locked out',
    text: `Hello,

This morning I was trying to log in before our weekly stand-up and I kept getting the password wrong. I have two passwords I rotate between and I obviously picked the wrong one a few too many times. Now the sign-in page says my account is temporarily locked and won't let me try at all.

I'm the project lead for our Hamburg team and I'm running the stand-up off the Tasklane board in 40 minutes. Our admin, Felix, is on a flight to Singapore and unreachable until tomorrow, and I don't want to get anyone else in the team involved if I can avoid it.

Is this going to clear up by itself, and if so how long does it take? Or is there something I can do myself right now to get back in faster? I'm fairly sure I know the right password now, I just can't type it anywhere.

Thanks,
Nina Schröder
Project Lead, Brückner Engineering`,
    expected: 'account-locked',
  },
  {
    subject: 'New surname, new address',
    text: `Hi Tasklane,

Small admin thing but I couldn't figure it out from the menus. I got married in May and changed my surname, and our IT department has now given me a new mailbox: it used to be laura.pike@ridgewayfoods.co.uk and it's now laura.hendry@ridgewayfoods.co.uk. The old address will be forwarded for three months and then switched off completely.

My worry is that I still sign in to Tasklane with the old one. I've got a lot in there: I'm an admin on the workspace, I own about 200 tasks across the product launch projects, and I'm the billing contact too, though I think that's a separate setting. I definitely don't want to create a new account and lose all my history, and I don't want my colleagues to have to reassign everything to a "new" me.

I need to switch my login over to the new address before the old one stops working in September. Please let me know what to do.

Best,
Laura Hendry
Product Marketing Manager, Ridgeway Foods`,
    expected: 'change-email',
  },
  {
    subject: 'Rebrand',
    text: `Hello,

As of 1 July our agency is changing its name from Hollis & Gray to Northgate Communications. New logo, new domain, new everything, and I've been given the fun job of updating every tool we use.

Tasklane is on my list. At the moment our workspace is called "Hollis & Gray" and the address in the browser bar has hollisgray in it. I'd like both of those to say Northgate instead. I've already asked whether I need to change everyone's email address, but IT says that happens on their side and our logins will sort themselves out, so that part is fine.

What I'm nervous about: we've got links to Tasklane tasks all over the place, in our Google Docs, in client emails, on the intranet. If I change the address, do all of those break immediately? And am I able to do this myself as an admin, or does it need the account owner, who is our MD and very hard to get hold of?

Thanks,
Priya Shah
Operations Coordinator, Northgate Communications (formerly Hollis & Gray)`,
    expected: 'rename-workspace',
  },
  {
    subject: 'Our nightly sync keeps dying',
    text: `Hi,

I'm a backend developer at a furniture manufacturer. We built a small nightly job that pushes production orders from our ERP (Odoo) into Tasklane as tasks, one task per order line, and updates their status as the factory moves them along. It's been running fine for two months.

Since we started the summer collection the order volume has roughly tripled, and now the job fails halfway through most nights. The log shows a stream of HTTP 429 responses after the first few hundred calls, and then my retry logic gives up. The key it uses belongs to our ops account; we're on the Team plan with 25 seats.

I'd like to fix this properly rather than just adding sleep() everywhere. How much are we allowed to send, how can I tell from the responses how close we are to the ceiling, and is there a more efficient way to update hundreds of tasks than one request each? If moving to Business changes the numbers I'd also like to know, because that might be an easier sell to my manager than rewriting the job.

Thanks,
Mateo Ruiz
Backend Developer, Casa Forma Muebles`,
    expected: 'rate-limits',
  },
  {
    subject: 'Fwd: Portal - Tasklane events',
    text: `Hi Tasklane,

See the forwarded message from the agency that's building our new client portal. I'm the product owner on our side, not a developer, so apologies if I get terms wrong.

In short: whenever our account managers create a task or add a comment in a client project, the portal should show it to the client within a minute or so. The agency doesn't want to keep asking Tasklane every few seconds whether something has changed, they want Tasklane to tell their server. They also raised a security point: the portal must be sure that what it receives really comes from Tasklane and not from someone pretending to be you.

Can you confirm this is possible, tell me where it is set up in our workspace, and how the agency can check that each message is genuine? I'll pass your answer straight on to them.

Many thanks,
Hugo Marchetti
Head of Client Services, Lumen Wealth Partners

---------- Forwarded message ---------
From: Dev Team <dev@brickroad.agency>
Date: Tue, 17 Jun 2025 at 15:22
Subject: Portal - Tasklane events
To: Hugo Marchetti <h.marchetti@lumenwealth.com>

Hugo, for the portal we need push events from Tasklane (task created, comment added) to https://portal-api.lumenwealth.com/hooks/tasklane, with a way to verify the sender. Can you ask their support how this works on their side?`,
    expected: 'webhooks-setup',
  },
  {
    subject: 'Re: Your webhook endpoint has been disabled',
    text: `Hi,

We got the email quoted below this morning and I'm trying to understand what happened. Over the weekend we moved our internal services from an old VM to a new Kubernetes cluster, and the URL that receives your events stayed the same, at least that's what our DevOps guy swears. Since Saturday though, nothing from Tasklane has shown up on our side. Our reporting dashboard is stuck at Friday's numbers and the CEO has noticed.

Our handler does a fair bit of work when an event comes in (it writes to two databases and recalculates a few metrics) before answering, and on the new cluster that might be slower, I don't know yet.

Please let me know how I can see what your side actually got back from us, how to switch the endpoint on again once we fix it, and whether the events from the weekend are gone or can be sent again.

Thanks,
Ravi Menon
Data Engineer, Corvid Analytics

> From: Tasklane <noreply@tasklane.com>
> Date: Mon, 16 Jun 2025 at 07:00
> Subject: Your webhook endpoint has been disabled
> The endpoint https://events.corvid.io/tasklane has failed for 3 days and has been disabled.`,
    expected: 'webhooks-failing',
  },
  {
    subject: 'Updates in our team chat',
    text: `Hi,

How do I get Tasklane posting into our chat channels? Some background, because it's a bit specific.

Our ops team of 12 basically lives in Slack. Nobody opens their email before lunch and honestly half of them only open Tasklane when I nag them. I've set everyone up with sensible email settings, but that's not the problem: the problem is that the team doesn't see what's going on across the board.

What I'd love is this: when someone adds a new task to the "Warehouse Ops" project, or finishes one, or comments on one, a message pops up in our #warehouse-ops channel so everyone sees it without leaving Slack. Different projects should ideally go to different channels, e.g. "Returns" into #returns. Bonus points if people could turn a chat message into a task directly, because a lot of requests come in as messages from the store managers.

I'm an admin on our Team plan, so I should have the rights to set it up.

Thanks,
Ben Okoro
Ops Manager, Fairway Outdoor Retail`,
    expected: 'slack-integration',
  },
  {
    subject: 'Deadlines',
    text: `Hello,

I'm a freelance project manager and I work with three clients at once, one of which uses Tasklane (Hartley Media, I'm a member in their workspace). My whole life runs on my Outlook calendar: if it's not in there, it doesn't exist for me. Last month I missed a deadline for a podcast edit because the due date was only in Tasklane and I didn't look at the board that day. Not my proudest moment, and the client was very polite about it, which made it worse.

I don't need anything fancy. I'd just like the due dates of the tasks assigned to me in Tasklane to show up in Outlook automatically, without me copying them over. It doesn't need to work the other way round, I don't plan to change dates from the calendar. I'm also on a Mac at home with Apple Calendar, if that makes a difference.

Please let me know how to set this up and how quickly changes would show up on my side.

Thanks,
Chloe Martin
Freelance Project Manager`,
    expected: 'calendar-sync',
  },
  {
    subject: 'Connecting our code to tasks',
    text: `Hi folks,

I lead a team of 6 developers at a fintech startup in Tallinn. Our product managers plan everything in Tasklane and we code in GitHub, and right now the two worlds don't talk to each other at all. Every sprint review, our PM, Kadri, asks which pull request belongs to which task, and we spend ten minutes scrolling through GitHub trying to remember.

What I'm after: when a developer opens a PR or pushes a branch for a task, the task should show that link, and ideally when we merge, the task should move to Done on its own so Kadri doesn't have to chase us. We have two private repos that matter (api and web-app), and a few old ones that don't.

Is there a built-in way to do this, or do I need to write something against your API? If it's built in, how do we tell it which task a branch belongs to? Our task IDs look like TL-482.

Thanks,
Martin Tamm
Engineering Lead, Ledgerly OÜ`,
    expected: 'github-integration',
  },
  {
    subject: 'HubSpot deals -> onboarding tasks',
    text: `Hi,

When our sales team marks a deal as won in HubSpot, our onboarding team needs to kick off a checklist of about 10 tasks in Tasklane (welcome call, account setup, training session and so on). At the moment someone in sales sends a message to onboarding, and onboarding creates the tasks by hand. Twice this quarter that message got lost and a new customer waited a week for their welcome call, and my VP was not amused.

We don't have developers in-house, so writing code against your API is not realistic. I'm fairly comfortable with no-code tools though, and we already pay for Zapier for other things (Typeform to Google Sheets and a few others). A friend at another company mentioned Make as well.

Is Tasklane one of the apps I can pick in those tools, and what can it actually do there? Can it create tasks, or only react to them? I'd also like to post a comment on the task when the customer's contract is signed.

Best,
Olivia Brennan
Customer Onboarding Lead, Stackwise`,
    expected: 'zapier',
  },
  {
    subject: 'Help please',
    text: `Hi,

I'm a department head at a secondary school and we moved our whole curriculum planning onto Tasklane in January. It's been great for the teachers, but my inbox has become a nightmare. Every time one of the 22 teachers in my department comments on a task, ticks off a subtask or changes a date, I get an email. Yesterday I counted 187 emails from Tasklane. I've started missing emails from parents because they're buried under these.

I don't want to switch everything off, because I do need to know about the important things, like when something is assigned to me. But I'd be much happier with one summary at the end of the day rather than a drip all day long. Also, I don't need any alerts at all from the "Year 7 Resources" project, which is basically the teachers' scrapbook, and I'd like silence after 6pm and at weekends.

I need to get this under control before the new term. Please tell me where to change all this.

With thanks,
Rachel Ogunleye
Head of Humanities, St Aidan's Academy`,
    expected: 'notification-settings',
  },
  {
    subject: 'No alerts on my new phone',
    text: `Hello,

Last week I switched from an iPhone to a Samsung Galaxy S24 and set up the Tasklane app again. I can see all my tasks and projects in the app, and I can comment and so on, but since the switch I've not had a single alert on the phone. On the old iPhone it buzzed every time someone assigned me something, which I relied on heavily because I'm on site most of the day and rarely at a computer.

I'm a site manager for a residential build and the foremen assign me snagging tasks from the office. On Thursday I missed an urgent one about a water leak for three hours. My boss was not impressed.

I've checked that I'm logged in with the right account and that the app is the newest version from the Play Store. I haven't changed anything in my Tasklane profile. What else can I check to get the alerts coming through again?

Cheers,
Dean Fletcher
Site Manager, Ashcombe Homes`,
    expected: 'notifications-missing',
  },
  {
    subject: 'Train edits missing',
    text: `Hi,

I commute two hours a day by train between Leeds and Newcastle, and I use that time to go through my tasks in the Tasklane app on my iPad: updating statuses, writing comments, moving due dates. Half the journey has no signal at all.

Yesterday I updated about 15 tasks on the train, got to the office, opened Tasklane on my laptop and none of it was there. On the iPad, the changes are all still showing. My colleague Sam then edited one of the same tasks in the browser, and now I've got no idea which version is the real one. Today I didn't dare touch anything on the iPad.

I'm not sure if this is an app problem, a wifi problem or me doing something wrong. Is there a way to see what hasn't gone through yet and push it, and what should I do so this doesn't happen every day? I'd rather not have to redo my train work at my desk.

Thanks,
Fiona Reid
Regional Account Manager, Northern Print Supplies`,
    expected: 'mobile-sync',
  },
  {
    subject: 'Everyone locked out since this morning',
    text: `Hi,

Since about 8:30 this morning, none of our 40 staff can get into Tasklane. When they click the company sign-in button they're sent to Okta, log in there fine, and then come back to Tasklane with an error page saying the SAML response is not valid. Other apps that use Okta work.

I'm the sysadmin. We set this up last year and it has worked without a hitch until today. The only thing I know changed is that our security consultant did "housekeeping" in Okta on Friday, rotating some certificates that were close to expiry, but he's on holiday now and his notes are thin.

Of course the company sign-in is enforced for everyone, so I can't get in either to look at the settings. The team has a sprint planning at 2pm that runs entirely from the Tasklane board and my manager is already standing behind me.

How do I get back into the admin settings, and what should I look at first?

Thanks,
Kofi Mensah
Systems Administrator, Tidewater Insurance Brokers`,
    expected: 'sso-login-error',
  },
  {
    subject: 'Availability commitment for our contract',
    text: `Hello,

I'm in procurement at a regional hospital group, and our IT projects office wants to standardise on Tasklane for all their project work. Before I can put a contract in front of our director, our standard supplier terms require any cloud service we rely on to commit, in writing, to an availability level, and to say what we get if you don't meet it. A nice page saying "we're rarely down" doesn't count, sadly.

The team is currently on Team with 35 people and would be willing to move to a higher plan if needed. Our policy asks for at least 99.9% per month, and ideally higher for anything close to clinical work, although this isn't strictly clinical.

Could you tell me which of your plans come with a contractual commitment, what the level is, and what compensation applies when it's missed? If something beyond the standard is possible for a larger customer, I'd like to know that too.

Kind regards,
Margaret Doyle
Senior Procurement Officer, Riverside Health Group`,
    expected: 'sla-uptime',
  },
  {
    subject: 'Staff member left on Friday',
    text: `Hi,

One of our account executives, Jordan Pierce, left the company on Friday. It wasn't a friendly departure, and HR has asked me to make sure he can't get into anything of ours as of today. Tasklane is on the list together with Google, HubSpot and Dropbox.

He had a lot on his plate in Tasklane: he was assigned to roughly 60 open tasks across the sales pipeline projects, and he'd commented on hundreds more. I don't want any of that history to disappear, because his notes on client calls are useful for whoever takes over his accounts, which will probably be split between Amira and Josh.

Also, our finance person asked me whether we'll keep paying for him after he's gone. We're on Team, 19 people.

I need to cut him off today, keep his work where it is and pass his open tasks to Amira and Josh. Please tell me the right way to do this.

Thanks,
Sandra Whitfield
Sales Operations Manager, Crestline Software`,
    expected: 'remove-member',
  },
  {
    subject: 'Trial ending',
    text: `Hi there,

Quick question first: what happens on the last day of our trial if I haven't chosen anything? Let me explain why I'm asking.

We started using Tasklane 11 days ago for our new product launch (a range of plant-based snacks, launching in September). There are six of us on it so far, and it's gone well, to the point that the team now asks me what happens when our free period runs out. I'm a bit confused because we never put a card in when we signed up, and my co-founder says some companies just start charging you automatically at the end. I also noticed we seem to have all the premium features at the moment, things like the audit log and SSO, which we don't really need.

I don't want to make a decision on a plan until our finance meeting on the 30th, which I think is after the trial ends. Will we lose the projects and tasks we've built up, and will anyone be charged?

Thanks,
Isla Mackenzie
Co-founder, Greenbite Foods`,
    expected: 'free-trial',
  },
  {
    subject: 'Receipts for the accountant',
    text: `Hello,

I'm the only one in our small consultancy who deals with the money, and I've fallen behind with the bookkeeping (I know, I know). Our accountant, Derek, is chasing me for all the receipts for software from January to June so he can finish the quarterly returns.

For Tasklane, I remember getting an email every month when the card was charged, but I've deleted most of them because I assumed I could find them again somewhere. I can't. I need them as proper PDF files, one for each month, to upload into our accounting system (Xero).

Also, going forward I'd rather Derek's office got them directly, so I'm not the bottleneck. His address is accounts@dm-accounting.co.uk. He doesn't need access to our projects, just the paperwork.

Please let me know where I can get the old ones and how to have the new ones go to Derek automatically.

Many thanks,
Fatima Hussain
Director, Hussain Strategy Consulting`,
    expected: 'download-invoices',
  },
  {
    subject: 'Big files',
    text: `Hi Tasklane team,

We're a video production company with 9 people on the Team plan, and we use Tasklane to manage review rounds with our editors. The way it works: the editor uploads the rough cut to the task, the producer watches it and leaves comments, and so on until sign-off.

This week an editor tried to attach a 450 MB export and it simply refused, so he ended up sending a WeTransfer link in a comment instead, which defeats the purpose of keeping everything in one place. Our final exports are often 1-2 GB.

Before I go to our MD and ask for a bigger budget, I need to know what the largest single file is on each plan, and also how much space we have in total, because after a year of this we must be using quite a bit. Is there a plan where files of a couple of gigabytes would go through?

Cheers,
Noah Levi
Post-Production Supervisor, Kestrel Films`,
    expected: 'attachment-limits',
  },
  {
    subject: 'Plan change for the winter',
    text: `Hi,

We run an outdoor education centre, so our year has a very busy season (March to October) and a very quiet one. Last spring I moved us up to Business because our board wanted the audit log and SSO for a safeguarding review, but the review is done now and honestly, for the winter months we could live with a lot less.

I'd like to move us to the cheaper Team plan for the winter, starting from our next billing date, and maybe go up again in spring. My questions before I press anything:
- if I switch now, do we immediately lose the things we paid for this month?
- what happens to our SSO setup, will staff suddenly be unable to sign in?
- does anything get deleted?

We're 28 people, all signing in through Google at the moment. Our IT volunteer, Pete, set up the SSO and he'll want to know in advance.

Thanks,
Harriet Cole
Centre Manager, Wildmoor Outdoor Learning`,
    expected: 'downgrade-plan',
  },
  {
    subject: 'Paying once a year',
    text: `Dear Tasklane,

Our new finance director, Mr Albrecht, has a rule that recurring software costs should be paid once a year where possible, so that he has fewer transactions to reconcile and can plan the budget. We have been paying Tasklane monthly since 2023, 15 seats on Team, on the company Visa.

He has asked me to find out three things for his budget meeting next Tuesday: whether you offer yearly payment at all, whether it is cheaper than paying month by month (and by how much), and what happens with the month we're in the middle of if we switch now, because we paid for June on the 3rd.

I'm an admin and I can see the billing pages, but I didn't want to click something and accidentally charge the card a large amount before he approves it.

With kind regards,
Heike Brandt
Office Administration, Brandt & Söhne Maschinenbau`,
    expected: 'annual-billing',
  },
  {
    subject: 'Can we pay by invoice?',
    text: `Hello,

Can a public university pay you by invoice and bank transfer instead of a card? Let me explain the situation.

I work in the research office of a public university in Finland. One of our research groups (about 25 people, more next year) would like to use Tasklane Business for a three-year EU-funded project, and they asked me to handle the purchase.

The problem is our procurement rules. University units are not allowed to use credit cards for purchases over a certain amount, and PayPal is not accepted at all by our finance department. Everything has to go through an invoice that our accounts payable team pays by bank transfer, ideally with 30 days to pay. The project budget prefers one payment per year.

Before I start the internal approval process, which takes weeks, I need to be sure this is even possible with your company. Are there any conditions, like a minimum number of users? And do you accept anything else that doesn't involve a card?

Ystävällisin terveisin,
Elina Virtanen
Research Administrator, University of Eastern Lakes`,
    expected: 'payment-methods',
  },
  {
    subject: 'Wrapping up',
    text: `Hi,

Our agency was set up in 2023 for one specific client campaign, which ends on 31 July, and after that the three of us are going back to our old jobs. We've been paying monthly for Team since the start.

I'd like to stop the payments so we don't get charged in August. But I don't want to lose anything: our client may come back to us in a year and ask for the task history and the comments on the creative, so I'd like everything to stay in the account, even if it's in a reduced state. I've read horror stories about tools that wipe your data the moment you stop paying.

A few things I need to understand: can we still use the paid features until the end of July if I stop it today, what happens to the account after that, and is there any point at which our projects get erased? I'm the person who created the workspace, if that matters.

Thanks,
Grace Adebayo
Partner, Kindred Collective`,
    expected: 'cancel-subscription',
  },
  {
    subject: 'Power BI dashboard',
    text: `Hi,

Our management team wants a weekly dashboard in Power BI showing how many tasks each department closes, how many are overdue and so on. I'm the analyst who's been asked to build it, and I've used REST APIs before with other tools, but I'm stuck at the very first step with Tasklane: getting it to let me in.

I found your API reference, but I can't see how to get credentials for our workspace. Do I have to ask our admin for them, or can I create my own? I'm a regular member in the workspace. And once I have them, how do I send them with each request from Power Query?

One more thing I'd like to understand: will the dashboard see everything in the workspace, or only the projects I personally have access to? If it's only mine, I might need to ask our admin, Victor, to do it instead. And if the credentials ever leak, how do we kill them?

Thanks,
Priyanka Nair
Business Intelligence Analyst, Haldane Group`,
    expected: 'api-keys',
  },
];
