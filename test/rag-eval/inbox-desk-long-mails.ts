// LONG customer emails to "Mailroom" (the help desk of inbox-desk-sources.ts), each labelled with the one source that
// answers it. These are story-heavy mails where most of the words are context (who is writing, what happened, what a
// boss, auditor or client needs and by when), with the question at the end, first, in the middle, or only as a
// request without a question mark; some carry a quoted or forwarded earlier mail below the signature. Written from
// the sources alone, in the customers' own words, without seeing any search result.
// Held-out list: not for tuning the search, only for measuring it.

import type { EvalMail } from './help-desk-mails.ts';

export const INBOX_DESK_LONG_MAILS: EvalMail[] = [
  {
    subject: 'Re: Your Mailroom renewal on 1 May',
    text: `Hi,

Thanks for the reminder below. Before it renews I want to make a change, and I'd like to understand the consequences first.

We rent out skis and snowboards in three resorts in Tyrol, so from May to November our support volume drops to almost nothing. During the season we have 8 agents on Team with four inboxes (one per shop plus bookings), auto-assignment and a couple of SLA rules. For the summer it'll be just me and one colleague answering the odd email.

I'd like to go down to the cheapest plan for the off-season and back up in November. What happens to the three extra inboxes and all the rules we set up: are they wiped, or just parked until we come back? And when does the lower price start, straight away or at renewal?

Danke,
Markus Hofer
Owner, Hofer Ski & Board

> On 24 Apr 2025, at 08:00, Mailroom Billing <billing@mailroom.io> wrote:
> Your Mailroom Team subscription (8 seats) renews on 1 May 2025. No action is needed if you want to continue.`,
    expected: 'change-plan',
  },
  {
    subject: 'Stopping Mailroom at the end of the month',
    text: `Hello,

Sad news from our side. Our parent company has decided that all subsidiaries must use the group's own help desk tool from July, so we have to stop using Mailroom, even though our team of six really likes it. Not my decision, I promise.

I'm the account owner and I want to stop the payments so that we're not billed again after June. However, the migration to the new tool won't be finished by then: the group's IT team says they can only take our old conversations in August at the earliest. I need our two years of customer conversations to still be there and downloadable for a few weeks after we stop paying. I'm not asking for money back for June, we'll use it until the end.

Please let me know how to stop the subscription without our data disappearing on day one, and how long we'd still be able to get at it afterwards.

Best regards,
Carla Mendes
Customer Care Manager, Vinhos do Vale`,
    expected: 'cancel-subscription',
  },
  {
    subject: 'Charged twice',
    text: `Hi,

I run a small online tea shop with two part-timers answering customer emails in Mailroom. This morning I was doing my monthly reconciliation and noticed two identical charges of $117 from Mailroom on 3 June, a few minutes apart, on our business debit card. There's only one invoice in our account for June (MR-INV-88213), so I assume the second one was a glitch, maybe because I updated our card details that same day.

Funny enough, I spend half my days handling refund requests from my own customers, so I know how annoying this is on both sides. But $117 is a real amount for a business our size and I'd like it back on the card rather than as credit, if possible.

What do I need to send you, and how long does it usually take to show up on the card?

Thank you,
Mei Lin Chow
Owner, Leaf & Ladle Tea Co.`,
    expected: 'refund-request',
  },
  {
    subject: 'Fwd: Mailroom invoices - company details missing',
    text: `Hi Mailroom,

Forwarding an email from our accountant below. I'm a bit lost, to be honest. I signed up for Mailroom last year with my own name when we were a two-person company, and since then we've incorporated as Atelier Nord AS and registered for VAT.

Our accountant needs every software bill to show the company's legal name, the registered address in Bergen and our VAT number, otherwise she can't deduct it. At the moment the PDFs just say Henrik Solberg and my private address from when I signed up. I've got 11 of them in the account since we incorporated in August, and our year-end closing is on 15 July, so there is some urgency.

I need the future ones to come out right, and the old ones since August fixed if at all possible. Please tell me what to do.

Takk,
Henrik Solberg
Founder, Atelier Nord AS

---------- Forwarded message ---------
From: Ingrid Lunde <ingrid@lunde-regnskap.no>
Date: Tue, 10 Jun 2025 at 13:15
Subject: Mailroom invoices - company details missing
To: Henrik Solberg <henrik@ateliernord.no>

Hi Henrik, the Mailroom invoices are in your name, not the company's, and have no VAT number. Please ask them to reissue them to Atelier Nord AS, org. no. 931 552 118 MVA.`,
    expected: 'invoices',
  },
  {
    subject: 'New hires starting Monday',
    text: `Hi,

We've got three new support agents starting on Monday for the holiday rush (we sell board games online, so November and December are crazy). I invited them to Mailroom ten days ago so they'd be ready on day one. Two of them accepted, but the third, Tobias, only opened his email yesterday because he was finishing his previous job, and now the link says it's no longer valid.

I've also got a fourth person joining on the 20th, and I'd like to understand how this works before I send her anything, because I clearly got the timing wrong and there's alot going on already.

How long does the link in the invitation stay valid, and can I send Tobias a fresh one without deleting him and starting over? And just so I can warn our finance person: if I add someone in the middle of the month, are we billed a full month for them?

Thanks!
Jessica Park
Support Lead, Meeple Mart`,
    expected: 'add-teammate',
  },
  {
    subject: 'Former agent - access',
    text: `Hello,

We had to let one of our agents, Brandon, go this morning. It's a sensitive situation (there was an incident with a customer, I can't go into detail) and our HR director wants every bit of access removed before he gets home. He has the Mailroom app on his personal phone, which worries me most.

I'm an admin. I need to make sure:
- he can't open Mailroom anywhere, on the web or the phone, from now on
- the replies he sent customers stay in the conversations, because we may need them for the investigation
- the 23 conversations currently assigned to him don't fall through the cracks, our team lead will pick them up

Please tell me the right way to do this. I'd rather not delete anything by accident, and I'd like it done before lunch.

Thanks,
Daniel Osei
Customer Experience Manager, Brightlink Broadband`,
    expected: 'remove-teammate',
  },
  {
    subject: 'Second brand',
    text: `Hi,

We're launching a second brand next month, a line of pet supplements called Pawsome, alongside our existing skincare business. The customer service team stays the same (five of us), but I want Pawsome emails to be completely separate from the skincare ones, so agents know which voice to use and so we can report on them separately.

The new address will be hello@pawsome.co, set up as a Google Workspace account. Our current address care@glowbotanics.com is already in Mailroom and works perfectly, but I set that up two years ago and I really don't remember how I did it.

How do I bring the new address in as its own separate inbox, and does our plan allow more than one? We're on Team if I remember correctly, though our bookkeeper might have changed something.

Thanks,
Aisha Rahman
Head of Customer Care, Glow Botanics`,
    expected: 'connect-inbox',
  },
  {
    subject: 'Gmail wants a code?',
    text: `Hi there,

I'm setting up our support address in Mailroom and I'm stuck halfway. Our mail is hosted with a small local provider, not Google or Microsoft, so I followed the advice to pass everything on automatically. Our IT contractor, Pavel, set that up at the provider for support@kovacsbikes.hu, and I've been testing with my private Gmail.

But we also have an older address, service@kovacsbikes.hu, which is actually a Gmail account (don't ask, long story), and when I tried to do the same with that one, Gmail told me it had sent a verification code to the destination and I need to enter it. I have no idea where that code would end up, since the destination is the Mailroom address, not a mailbox I can open.

Also I'm not 100% sure I gave Pavel the right Mailroom address to send things to. Where do I find the correct one for each inbox?

Köszönöm,
Zsófia Kovács
Customer Service, Kovács Bikes`,
    expected: 'email-forwarding',
  },
  {
    subject: 'Urgent!!',
    text: `Hi,

Nothing new has come into our main inbox since Friday evening. It's Monday 11am and normally we'd have 300+ emails from the weekend. Customers have started calling our phone line asking why nobody answers their emails, and one has already left a 1-star review saying we ignore people.

Our support address is support@trailgear.de, connected to our Microsoft 365 account. Sending replies from Mailroom still works, I tested it. The chat widget on the website is also still bringing in chats. It's just the email that's silent. Our IT admin changed the password policy on the Microsoft side last week and forced everyone to set new passwords, I don't know if that's related.

I need to find out where the problem is and get the mail flowing again today. Please tell me where I can check what's going on and what to do about it.

Danke,
Lea Zimmermann
Teamleitung Kundenservice, TrailGear GmbH`,
    expected: 'emails-not-arriving',
  },
  {
    subject: 'Customers say our replies are in junk',
    text: `Hello,

Over the past few weeks several customers have told us that they found our replies in their junk folder, and some only found them after calling us. One even forwarded a screenshot where Outlook shows our reply as "sent on behalf of" with some mailroom address, which looks a bit dodgy to a customer.

We're a travel agency with 12 agents, and when a customer misses an email about a flight change, it's a real problem. We moved our support@sunsettravel.ie address to Mailroom in March. Our website and DNS are managed by a freelance web developer, Colm, who is happy to make changes but needs exact instructions from me.

What do I need to ask Colm to add so our emails are properly recognised as coming from us, and how long until it takes effect? Is there a way to check it worked?

Kind regards,
Siobhan Byrne
Customer Service Manager, Sunset Travel`,
    expected: 'dns-spf-dkim',
  },
  {
    subject: 'Knowledge base address',
    text: `Hi,

We launched our self-service pages last month and they're already cutting down the number of "how do I restart my router" emails, which my team is very happy about. The marketing team, on the other hand, isn't: they don't like that the address customers see is on a mailroom domain instead of ours. They want it to live at support.netwave.nz, to match the rest of our website and keep it on brand.

Our domain is managed in Cloudflare by our web team. They've asked me to send them exactly what they need to set up on their side, and they also want to know if the pages will still load securely over HTTPS afterwards, since browsers show a big warning otherwise and that would be worse than the current situation.

Please let me know what to do in Mailroom, what I should send the web team, and how long it usually takes before it works.

Cheers,
Aroha Ngata
Support Team Lead, NetWave Broadband`,
    expected: 'custom-domain',
  },
  {
    subject: 'Idea',
    text: `Hello,

I'm the support lead at a language-learning app, and I would say 40% of what we get every day is the same ten questions: how to change the course level, how to cancel the subscription in the App Store, why the streak was lost, etc. My team types the same answers over and over, and we've already got saved replies for most of them, but the customers still have to write to us and wait.

My idea is to publish these answers on a public page so people can look things up before they contact us, and ideally be pointed to the right answer before they start a chat. Our users are in Spain, Italy, France and Germany, so the answers would need to be in several languages.

Can Mailroom do this, and how do I get started with writing and organising the content? We're on the Team plan with 7 agents.

Gracias,
Lucía Fernández
Support Lead, Lingolo`,
    expected: 'help-center',
  },
  {
    subject: 'Chat on our website',
    text: `Hi,

We're a Shopify store selling handmade ceramics, and our customers keep telling us they'd rather ask a quick question while they're on the product page than send an email and wait. I'd like to add a little chat bubble to our site that feeds into Mailroom, so the same two people who answer emails can handle it in one place.

Our website isn't only Shopify, we also have a separate blog on WordPress that gets a lot of traffic, and I'd want the chat there too. My nephew, who built the blog, says he can paste code into the page template if I give it to him.

Also, we're a tiny team in Lisbon and we're not online at night. What happens if someone starts a chat at 2am, do they just wait forever?

Please tell me where to get whatever my nephew needs to paste in.

Obrigada,
Beatriz Costa
Owner, Barro Ceramics`,
    expected: 'chat-widget',
  },
  {
    subject: 'Quick one',
    text: `Hi,

I'm fairly new to Mailroom (we switched from Help Scout three weeks ago), so sorry if this is obvious.

I've been handling a complicated warranty case for a customer, a Mr Whitaker, whose espresso machine broke twice in a month. It's escalated now and needs to go to our senior technician, Jonas, who knows the model inside out. I'm also off on holiday from Thursday for two weeks, so I want Jonas to own it properly rather than me forwarding emails around.

Our inbox has automatic distribution turned on, which is great for new emails, but this one is already mine. How do I give this specific conversation to Jonas so he knows it's his now and it shows up in his list? And if Jonas hands it back to me when I return, will we be able to see who had it and when?

Thanks,
Emily Carter
Customer Support Agent, Brewcraft Appliances`,
    expected: 'assign-conversation',
  },
  {
    subject: 'Sharing out tickets fairly',
    text: `Hi,

I manage a team of 9 agents at a property management company. Right now everyone grabs tickets from the shared inbox themselves, and it's not working: the fast ones cherry-pick the easy questions, the difficult tenant complaints sit there for hours, and one new agent barely gets any tickets at all because by the time she looks they're gone.

I'd like new emails to be handed out automatically and evenly, without me doing it by hand every morning like I do now (it takes me an hour). It should only go to people who are actually working, not someone who's on leave or has gone home. And I don't want one person to end up with 30 open tickets while others have 3, so some kind of cap per person would be ideal.

Is this something Mailroom can do on our current plan, and where would I switch it on? We're on Team.

Regards,
Graham Whitlock
Tenant Services Manager, Keyhaven Lettings`,
    expected: 'auto-assignment',
  },
  {
    subject: 'Labels are a mess',
    text: `Hi Mailroom,

We've been putting labels on conversations for about a year to keep track of what customers write about: shipping, returns, damaged item, billing and so on. The problem is that everyone has been making up their own, and now we have "shipping", "Shipping", "shiping", "delivery" and "delivery issue" all meaning the same thing. Our monthly report to management is basically useless because the numbers are split across five labels.

I want to clean this up: combine the duplicates into one without losing what's already labelled, get rid of the ones nobody uses, and stop agents from making new ones on the fly if that's possible. Also, what's the quickest way for agents to add a label while they're typing a reply?

We're 14 agents on Team. I'm an admin.

Thanks,
Natalia Wiśniewska
Support Operations, Polka Home`,
    expected: 'tags',
  },
  {
    subject: 'Same customer, three threads',
    text: `Hello,

This happens to us all the time and I'd like a better way to handle it. A customer emails about an order, doesn't hear back within an hour, emails again from his phone, and then again from his work address with a different subject line. Now we have three separate conversations, two agents have replied to two of them with slightly different answers, and the customer is even more annoyed.

This week it was a Ms Adebayo and her late wedding order. Three threads, 11 messages. I'd like to put them together so whoever handles it sees the whole story in one place, with the notes my colleagues left on each. Is that possible, and what happens to the tags on each one? And if I do it wrong, can I take it back?

I'm also wondering whether something can stop two agents replying at the same time, but that's a question for another day.

Thanks,
Chiara Bianchi
Customer Service, Fiori Floral Studio`,
    expected: 'merge-conversations',
  },
  {
    subject: 'Old thread, new problem',
    text: `Hi,

Our customers love replying to old emails instead of writing a new one. Case in point: a restaurant owner who had a delivery problem with us back in March just replied to that same conversation to tell us about a broken refrigeration unit, which is a totally different issue that belongs with our technical team, not with logistics.

Now the whole thing is one long conversation, and the March delivery problem is already resolved and tagged. If I reassign it to a technician, he has to wade through 20 messages about a late pallet, and our reports will count it as a logistics conversation. This happens a few times a week, so I'd like to get it right.

I need the new part to become its own ticket with its own assignee and tags, while the old part stays as it was. Please tell me how to do this in Mailroom.

Thanks,
Óscar Delgado
Service Coordinator, FrioTec Hostelería`,
    expected: 'split-conversation',
  },
  {
    subject: 'Same answers all day',
    text: `Hi,

I handle returns for an online shoe shop, and I swear I type the same four or five answers forty times a day: how to print the return label, how long the refund takes on our side, how to exchange for a different size, what to do if the box is damaged. I've got them in a Word document and I copy-paste them, then fix the customer's name by hand. I've twice sent "Dear Sarah" to someone called Michael. My team lead says there must be a better way and she's right, I just don't know where to look.

Is there something in Mailroom where I can store these and pull them in quickly while writing, ideally with the customer's first name filled in for me? It would be great if my two colleagues could use the same ones, so we all say the same thing, while I can also keep a few of my own.

Thank you,
Hanna Nieminen
Returns Specialist, Stride Footwear`,
    expected: 'saved-replies',
  },
  {
    subject: 'Asking finance without the customer seeing',
    text: `Hi there,

Often when I'm handling a customer's question, I need input from someone else on the team before I reply, for example asking our finance colleague, Priya, whether a customer's payment has cleared, or checking with the warehouse if an item is really out of stock. At the moment I message them on Teams, wait, then come back to Mailroom, and half the time I forget which conversation it was about.

I'd like to write the question right there in the conversation so the answer stays with the case, but of course the customer must never see it. I've been too scared to try, because at my previous job someone accidentally sent an internal comment to a customer and it was a disaster.

How can I leave a comment only my team can see, and how do I make sure Priya actually gets alerted?

Best,
Rhys Morgan
Customer Advisor, Cardiff Office Supplies`,
    expected: 'notes-mentions',
  },
  {
    subject: 'Double replies',
    text: `Hi,

Yesterday a customer got two replies from us within two minutes: one from Sven saying we'd send a replacement, and one from Agnes saying we'd give a refund. The customer, understandably, wrote back asking which one it is, and of course she now wants both.

It's not the first time. We're 10 agents working from the same inbox, and the same conversation often gets opened by two people at once, especially first thing in the morning when everyone is working through the overnight emails. We don't use automatic assignment because our manager prefers people to pick what they're good at.

What I'd like is for agents to see when somebody else is already looking at a conversation or typing an answer to it, so they can move on to another one. Does Mailroom have something like that, and is there any safety net if two people reply at almost the same moment?

Thanks,
Ingrid Dahl
Team Lead, Nordlys Electronics`,
    expected: 'collision-detection',
  },
  {
    subject: 'Fwd: Harbour Logistics - service levels',
    text: `Hi,

Please see below. We've just signed our biggest B2B customer, and the contract commits us to answering their staff within 2 working hours and following up within 8. Our account manager agreed to it without checking with me first, but that's a separate conversation.

Their emails come in from @harbourlogistics.com addresses, into our general support inbox. I need my agents to see at a glance how much time they have left on those conversations, so they prioritise them, and I need something I can show the client each month to prove we met the targets. Other customers don't need the same targets.

Our office is open 8 to 5, Monday to Friday, and I don't want the clock to run at night.

How do I set this up in Mailroom?

Regards,
Peter Lindgren
Head of Support, FleetTrack Systems

---------- Forwarded message ---------
From: Anna Berg <anna.berg@fleettrack.se>
Date: Wed, 4 Jun 2025 at 10:12
Subject: Harbour Logistics - service levels
To: Peter Lindgren <peter.lindgren@fleettrack.se>

Peter, FYI the contract (section 7.2) says first response within 2 business hours and subsequent responses within 8 business hours, reported monthly. Can support handle this?`,
    expected: 'sla-policies',
  },
  {
    subject: 'Christmas closing',
    text: `Hello,

We're a small team of 4 in Auckland supporting customers across New Zealand and Australia, and we're closed from 24 December to 5 January, plus Waitangi Day and the other public holidays. Last year, our response time numbers looked terrible in January because the system counted the whole shutdown as if we'd been ignoring people, and my manager asked me why we took 11 days to answer.

I'd like Mailroom to know when we're actually working: 8:30 to 5:30, Monday to Friday, New Zealand time, and the days we're closed. We also have a team member in Sydney, but she works New Zealand hours, so one time zone is fine. Ideally the chat on our website wouldn't pretend we're online when we're not, either.

Please let me know where to put our hours and closure days so the timers and reports respect them.

Kia ora,
Tama Wiremu
Customer Support Coordinator, Kōwhai Outdoor`,
    expected: 'business-hours',
  },
  {
    subject: 'Question',
    text: `Hi,

Our customers keep sending the same email two or three times because they're not sure we received it the first time. I'd like them to get an immediate message saying "Thanks, we've got your email, your reference is #12345, we'll be back within one business day", so they stop worrying and stop sending duplicates.

Two things worry me though. First, I only really want this outside our opening hours, because during the day we answer within an hour anyway. Second, some of our business customers have their own out-of-office responders, and a few years ago with our old tool we got into an endless ping-pong of automatic emails with one of them, which filled both inboxes with hundreds of messages.

How would I set this up in Mailroom, and can I include the ticket number?

Thanks,
Olu Adeyemi
Support Manager, PrintHub Lagos`,
    expected: 'auto-reply',
  },
  {
    subject: 'Monthly numbers for my boss',
    text: `Hello,

My director has asked me for a monthly support report from now on, starting with June, and I've never done one. We have 3 inboxes (members, corporate and partnerships) and 8 agents. She wants:
- how many conversations came in, per inbox
- how quickly each agent first responded, on average
- how long it took to solve them
- how happy customers were

She also wants the raw numbers in a spreadsheet so she can make her own charts for the board meeting, and honestly I'd rather not have to remember to pull this every month.

Where in Mailroom do I find these figures, can I get them out as a file, and can they be sent to her automatically? And how up to date are they if I pull them on the morning of the meeting?

Thank you,
Amara Nwosu
Customer Support Supervisor, Kinetic Fitness Clubs`,
    expected: 'reports',
  },
  {
    subject: 'Orders next to the email',
    text: `Hi,

Every time a customer writes to us about an order, my agents have to switch to the Shopify admin, search for the customer's email, find the right order, and then come back to Mailroom to reply. With 200 emails a day, that's a lot of tab-switching, and mistakes happen: last week someone refunded the wrong order because two customers had the same surname.

I'd like my team to see a customer's recent purchases right inside the conversation, and if possible to cancel or refund from there without having to log in to the store backend at all. We're a mid-sized fashion retailer, 12 agents, and I think we're on the Team plan.

Does Mailroom connect with our shop in that way, and how do I turn it on? Our store owner would have to approve it, I assume.

Thanks,
Leonie Hartmann
Customer Service Lead, Kleidwerk`,
    expected: 'shopify-integration',
  },
  {
    subject: 'CRM data in conversations',
    text: `Hello,

Our customer success team answers clients in Mailroom, but our account managers live in Salesforce. Right now when a big client writes in, the agent has no idea that the account is worth €400k a year or that there's a renewal opportunity open, and last month an agent gave a rather cold answer to our biggest customer's CFO. Our Chief Revenue Officer was not pleased, to put it mildly.

I'd like our agents to see the contact and account information, and any open deals, right next to the email. And the account managers want the support conversations to appear on the client's record, so they know what's been going on before they call.

We're on the Team plan right now. Is this possible, and what would we need?

Kind regards,
Julien Moreau
Head of Customer Success, Axento SaaS`,
    expected: 'salesforce-integration',
  },
  {
    subject: 'Fwd: Mailroom events for the wallboard',
    text: `Hi,

Our developers are building a dashboard on the big screen in our support room that shows new customer emails the moment they come in, plus who picks them up and which tags get added. They sent me the questions below and I promised to get answers from you, because I'm the Mailroom admin and they don't have access.

From what I understand they don't want to keep polling your API, they want Mailroom to send their server a message every time something happens. They're also security-conscious (we're a bank, so they have to be) and want to be sure the messages really come from Mailroom.

Could you explain how to set this up and what they need to check on their side? I'll forward your reply to them.

Thanks,
Sanne Jansen
Customer Service Manager, Dutch Digital Bank

---------- Forwarded message ---------
From: Bas Visser <bas.visser@ddbank.nl>
Date: Thu, 12 Jun 2025 at 16:45
Subject: Mailroom events for the wallboard
To: Sanne Jansen <sanne.jansen@ddbank.nl>

Sanne, we need Mailroom to POST to https://wallboard.ddbank.internal/api/mailroom on new conversation, assignment and tag events, and we need to verify a signature. Which events and headers do they provide?`,
    expected: 'webhooks-setup',
  },
  {
    subject: 'Re: Your webhook endpoint has been paused',
    text: `Hello,

We received the message below on Saturday and only noticed it this morning. Our integration that creates records in our order system from new Mailroom conversations has apparently not been getting anything since Friday afternoon.

Our developer thinks the problem is that our server got slower after an update: it now takes 6 to 8 seconds to process each event, because it first looks up the customer in two other systems before replying. But that's just a guess at this point.

I need to know what your side actually saw when it tried to reach us, so we can stop guessing, how to get the endpoint going again, and whether the events from the weekend can be sent again once it's fixed. We're missing about 200 conversations in our order system.

Thanks,
Kenji Watanabe
IT Manager, Sakura Imports

> From: Mailroom <notifications@mailroom.io>
> Date: Sat, 14 Jun 2025 at 02:00
> Subject: Your webhook endpoint has been paused
> After repeated failures, deliveries to https://orders.sakura-imports.com/mr-hook have been paused.`,
    expected: 'webhooks-failing',
  },
  {
    subject: 'Compliance questions',
    text: `Hi,

We're a Swiss-German health insurance broker and we've used Mailroom for a year with no complaints. Our new compliance officer, Dr Keller, has just started an inventory of all our external services and she's asking very specific questions about where customer emails physically end up. Many of the emails contain health information, so this is a big deal for her.

I honestly don't know the answer. I signed us up for Team back then and never looked into it. She wants the country and the provider, and if it's not in Europe, she wants to know whether we can change that and what it involves. I've heard the higher plan may have something for this, but I've also heard you can only choose when you first create the account, which would be a problem since we have a year of history.

Can you tell me where our information sits at the moment, and what our options are?

Freundliche Grüsse,
Martina Huber
Operations Manager, VersiCare Makler AG`,
    expected: 'data-location',
  },
  {
    subject: 'Fwd: Request to delete my data',
    text: `Hi Mailroom support,

We received the request below from a former customer. As far as I understand, we're legally required to do this within a month, and I want to make sure we do it properly, not just delete a few emails and hope for the best.

Mr Novak wrote to us many times over three years, with attachments (photos of a faulty boiler, copies of invoices), and he appears in about 15 conversations across two of our inboxes. I'm the admin for our account, but I've never had to handle one of these before and our DPO is on sick leave.

Please tell me how to remove everything about him from Mailroom, and if there's a way to keep a record that we did it. Also, another customer last month asked for a copy of everything we hold on her, and I cobbled that together by hand, so if there's a better way for that, I'd like to know too.

Thanks,
Petra Horvat
Customer Service Manager, ThermoServis d.o.o.

---------- Forwarded message ---------
From: Tomas Novak <t.novak@email.cz>
Date: Mon, 9 Jun 2025 at 19:30
Subject: Request to delete my data
To: support@thermoservis.hr

Under Article 17 GDPR I ask you to erase all personal data you hold about me, including all emails and attachments.`,
    expected: 'gdpr-requests',
  },
  {
    subject: 'Moving from Freshdesk',
    text: `Hi,

How do we get our old tickets into Mailroom without going dark for a couple of days? Some context below.

We're finally leaving Freshdesk at the end of the month; the price increase was the last straw. There are 8 of us in support, and we've got about three and a half years of ticket history there, around 60,000 tickets, with attachments and a lot of tags that our reports rely on.

My boss insists that we don't lose the history, because agents look up past conversations with a customer all the time (warranty claims mostly). At the same time, we can't stop answering customers while things are being moved, we get 300 emails a day.

How far back can it go, and will the old tickets still show which agent handled them?

Cheers,
Callum Fraser
Support Manager, Highland Heat Pumps`,
    expected: 'import-helpdesk',
  },
  {
    subject: 'Account',
    text: `Hello,

After eight years, our company is closing at the end of this month. It's been a tough year for small retailers. I'm the owner of our Mailroom account and one of the last jobs on my list is making sure nothing of ours stays behind anywhere. We've handled a lot of customer data over the years, and I don't want any of it lingering on someone's server after we've gone.

I've already cancelled the card we used for payments, so please don't take that as a sign we want to keep things. Before we go, I'll download a few conversations for our records.

I'd like everything removed completely, including all inboxes and every conversation. Can you tell me how to do that myself, and when the data will actually be gone for good? I'd also like to know if it would still be recoverable for a while in case I realise I forgot to save something.

Kind regards,
Dorothy Pembroke
Owner, Pembroke & Daughters Haberdashery`,
    expected: 'delete-account',
  },
  {
    subject: 'Sent to the wrong person',
    text: `Hi,

I've just done something really stupid. I replied to a customer with a 50% discount code that was meant for a different customer, one who had a genuinely terrible experience with us. I realised the moment I clicked send, and I looked for a way to pull it back, but couldn't find anything. It's been about five minutes now.

Is there any way to get it back? If not, I'll deal with it and write an apology. But for the future, I know Gmail has a short window where you can stop a message from leaving. Does Mailroom have anything like that, and can I make that window longer? I'm a fast typist and an even faster clicker, and apparently that's a problem. My team lead says it's fine and these things happen, but I'd rather it didn't happen again.

Sorry for the panicky email.

Thanks,
Zoe Mitchell
Customer Happiness Team, Bloom Box Subscriptions`,
    expected: 'undo-send',
  },
  {
    subject: 'Sigh',
    text: `Hi,

For the last couple of weeks our support inbox has been getting 50 to 100 junk messages a day: SEO offers, fake invoices, crypto nonsense, and a lot from the same few domains like mail-offers-now.biz. My agents waste the first hour of every shift deleting them, and last week somebody almost replied to a phishing email pretending to be one of our suppliers.

I want to get these out of the way so my team only sees real customers. Ideally once we've flagged a sender, we shouldn't see them again, and for a couple of these domains I'd like to block everything from them in one go. I'd also like to know whether the junk piles up forever or gets cleared out at some point.

Please let me know the quickest way to handle this. Keyboard shortcuts welcome, my team loves them.

Thanks,
Rafael Souza
Support Lead, Cartão Verde Pagamentos`,
    expected: 'spam',
  },
  {
    subject: 'Fwd: SaaS sign-in policy',
    text: `Hello,

Our CISO has just announced (see below) that, from Q3, every SaaS tool that holds customer data must sign people in through our company's Okta, no exceptions. Mailroom is high on her list because our 25 agents handle customer emails all day, and at the moment each of them has a separate Mailroom password. Some have turned on 2FA, some haven't.

I'm the Mailroom admin, and I have an Okta admin sitting next to me who is ready to configure their side. We're on Team at the moment, but budget for a plan change could be found if it's required. She's given me until 30 September to confirm it's done.

What does our Okta admin need to configure, what do I enter in Mailroom, and once it works, can we make sure nobody can get in any other way?

Thanks,
Mohammed Al-Rashid
Support Systems Administrator, Gulfstar Telecom

---------- Forwarded message ---------
From: Leila Haddad <l.haddad@gulfstar-telecom.com>
Date: Sun, 1 Jun 2025 at 08:05
Subject: SaaS sign-in policy
To: All team leads <teamleads@gulfstar-telecom.com>

From 1 July, all SaaS applications holding customer data must use Okta for authentication. Local passwords will no longer be accepted. Please confirm compliance for your tools by 30 September.`,
    expected: 'sso',
  },
  {
    subject: 'Sorting emails as they arrive',
    text: `Hi,

We're an accounting software company, and our single support inbox gets everything: technical questions, billing questions from customers, partnership requests, job applications. I then move things around by hand every morning. It takes me 45 minutes and I'm the bottleneck whenever I'm on holiday.

What I'd like is for Mailroom to sort these for me as they arrive. For example:
- anything with "invoice" or "payment" in the subject should go to our Billing inbox and get a "billing" tag
- emails from our reseller domains (@partnerone.com, @acctpro.co.uk) should be assigned to Gavin
- job applications should be tagged and closed straight away, HR gets them elsewhere

Some emails would match more than one of these, so I'd want to control which one wins.

Is this possible, and where do I start?

Thanks,
Sunita Patel
Customer Support Manager, LedgerLeaf`,
    expected: 'rules-automation',
  },
  {
    subject: 'Feedback after tickets',
    text: `Hello,

Our new COO believes in measuring everything, and she's asked me to start collecting feedback from customers on how well our support team is doing. Until now, we've only had anecdotal evidence: the occasional "thank you, you're a star" email, and the occasional angry review.

I'd like something simple for the customer, ideally a single click right after we've solved their problem, maybe with the option to add a comment. Our customers are busy tradespeople (we sell power tools), and they won't fill in a ten-question survey. But I also don't want to annoy our regular customers who contact us three times a week with a survey every single time.

Then I'd need to see the results per agent and over time for my monthly meeting with the COO.

Can Mailroom do this, or do we need a separate survey tool?

Thanks,
Gareth Llewellyn
Customer Service Manager, ToolBarn Wales`,
    expected: 'csat',
  },
  {
    subject: 'Help finding something',
    text: `Hi,

A customer called me today about an email he says he sent us in January, about a wrong part in his order (order 44871). He's adamant he wrote to us, and he's threatening to take it to the small claims court, so I definately need to find it.

I tried typing his name in the box at the top, but we've got thousands of conversations and nothing with his name came up that looked like it. He may have written from his wife's email address, he's not sure. I know it was probably between 5 and 20 January and it probably went to our orders inbox, and I think it had a photo attached.

How do I narrow things down in Mailroom so I'm not scrolling through hundreds of results, and does it also look inside the message text and our internal notes, or only the subject line?

thx
Dylan Hughes
Customer Service Team Leader, PartsDirect`,
    expected: 'search-conversations',
  },
  {
    subject: 'Re: Mailroom bill for June',
    text: `Hi,

Our finance manager (see below) is asking why our Mailroom bill keeps going up, and I need to give her a proper answer.

We have 9 agents who reply to customers all day. But over the last few months, we also added people from the warehouse, the product team and two managers, because they need to read conversations and sometimes leave a comment for the agent, for example "stock arrives Tuesday". They never write to customers themselves. So we're at 17 people in total.

I have a feeling we're paying for all 17 as if they were agents. Is that right, and is there a cheaper way to give those eight people access to read and comment? And if we change it now, in the middle of the month, do we get anything back?

Thanks,
Sophie Laurent
Support Team Lead, Maison Verte Interiors

> On Wed, 18 Jun 2025 at 09:14, Claire Fontaine <c.fontaine@maisonverte.fr> wrote:
> Sophie, the Mailroom invoice went from $351 to $663 in three months. Do we really need all these licences? Please check before the budget review.`,
    expected: 'seat-billing',
  },
];
