import type { EvalSource } from './help-desk-sources.ts';

// A second help desk for the held-out evaluation: "Mailroom", a made-up shared customer-support inbox SaaS, written
// as its support team would (question variants as customers ask them, answers as agents write them, with the
// product's menu paths and numbers). Written before any retrieval was tuned on it, and independently of how
// retrieval works. Some sources are deliberately close siblings (add / remove a teammate, assign by hand /
// automatically, merge / split, webhooks set up / failing, help center / its custom domain, cancel / delete the
// account), as on a real help desk, and each source keeps to its own vocabulary so that some queries can ask for
// it without sharing a word with it (kind 'no-overlap' in inbox-desk-queries.ts).

export const INBOX_DESK_SOURCES: EvalSource[] = [
  {
    key: 'plans-pricing',
    questions: ['What plans does Mailroom have?', 'How much does Mailroom cost?', 'What is included in each plan?'],
    answer:
      'Mailroom has three plans, all billed per seat and month. Starter is $19 with one shared inbox; Team is $39 and adds unlimited inboxes, ' +
      'auto-assignment, SLA policies and integrations; Enterprise is $69 and adds SAML SSO, EU data hosting, custom roles and the Salesforce ' +
      'integration. Paying yearly saves 20%. The full comparison is at mailroom.io/pricing.',
  },
  {
    key: 'change-plan',
    questions: ['How do I upgrade to a higher plan?', 'Can I downgrade from Team to Starter?'],
    answer:
      'Admins can switch plans under Settings > Billing > Change plan. An upgrade applies right away and you pay the prorated difference for ' +
      'the rest of the billing period; a downgrade takes effect at the next renewal date. Moving down to Starter archives every inbox but the ' +
      'first (nothing is deleted) and pauses rules that rely on Team features.',
  },
  {
    key: 'cancel-subscription',
    questions: ['How do I cancel my Mailroom subscription?', 'I want to stop our paid plan'],
    answer:
      'The account owner can cancel under Settings > Billing > Cancel subscription. The subscription stays active until the end of the period ' +
      'already paid and does not renew. After that the account is read-only for 60 days, so you can still export your conversations, and is ' +
      'then closed. Cancelling does not refund the current period.',
  },
  {
    key: 'refund-request',
    questions: ['Can I get a refund?', 'I was charged twice, can I have my money back?'],
    answer:
      'Yearly plans can be refunded pro rata within 30 days of payment. Monthly payments are not refundable, except for billing mistakes such ' +
      'as a duplicate charge, which we refund in full. Email billing@mailroom.io with the invoice number; the refund reaches your card in 5 to ' +
      '10 business days.',
  },
  {
    key: 'invoices',
    questions: ['Where can I download my invoices?', 'How do I add our VAT number to an invoice?', 'Can I change the company name on a receipt?'],
    answer:
      'Every invoice is listed under Settings > Billing > Invoices as a PDF. To print your company name, postal address or VAT ID on them, fill ' +
      'in Settings > Billing > Billing details: it applies to every invoice from then on, and we reissue an earlier one if you reply to its email.',
  },
  {
    key: 'update-payment-method',
    questions: ['How do I change the credit card we pay with?', 'My card expired, where do I add a new one?'],
    answer:
      'Open Settings > Billing > Payment method and click Replace card. We accept Visa, Mastercard, American Express and PayPal; Enterprise ' +
      'plans paid yearly can also pay by bank transfer. A payment that failed is retried on the new card at once.',
  },
  {
    key: 'seat-billing',
    questions: ['How are seats counted?', 'Do I pay for every teammate?'],
    answer:
      'Every teammate who can reply to customers is a paid seat. Light users, who can only read conversations and leave notes, are free. A seat ' +
      'added mid-cycle is charged pro rata, and a seat you free leaves a credit on the next invoice.',
  },
  {
    key: 'add-teammate',
    questions: ['How do I add a teammate?', 'How do I invite a new agent to Mailroom?'],
    answer:
      'Admins invite teammates under Settings > Teammates > Invite, by email address. The invitation link is valid for 7 days and can be resent ' +
      'from the same list. Each teammate takes a seat, charged pro rata for the rest of the billing period.',
  },
  {
    key: 'remove-teammate',
    questions: ['How do I remove a teammate?', "How do I delete an agent's login?"],
    answer:
      'Go to Settings > Teammates, open the teammate and choose Deactivate. They are signed out everywhere at once, their past replies stay in ' +
      'the conversations, and the conversations assigned to them go back to Unassigned. The seat is freed and credited on your next invoice.',
  },
  {
    key: 'roles-permissions',
    questions: ["What can admins do that agents can't?", 'What roles are there?', 'How do I make someone an admin?'],
    answer:
      'There are four roles: the owner (billing and deleting the account), admins (teammates, inboxes, rules and integrations), agents (reply, ' +
      'assign and tag in the inboxes they belong to) and light users (read and add notes only). Change a role under Settings > Teammates. ' +
      'Enterprise accounts can also define custom roles.',
  },
  {
    key: 'connect-inbox',
    questions: ['How do I connect our support email address?', 'How do I add another shared inbox?'],
    answer:
      'Go to Settings > Inboxes > New inbox and choose Gmail, Microsoft 365 or Other email. Gmail and Microsoft 365 connect when you sign in ' +
      'with that account; for any other provider you forward mail to the address Mailroom gives you. Starter includes one inbox, Team and ' +
      'Enterprise as many as you like.',
  },
  {
    key: 'email-forwarding',
    questions: ['How do I set up email forwarding to Mailroom?', 'How do I forward Outlook mail into Mailroom?'],
    answer:
      'Each inbox has a forwarding address like acme@in.mailroom.io, shown under Settings > Inboxes > (inbox) > Forwarding. Create a ' +
      'forwarding rule at your email provider from your support address to it. Gmail first sends a confirmation code, which shows up as a ' +
      'conversation within a minute. Then write from a personal address to check that it arrives.',
  },
  {
    key: 'emails-not-arriving',
    questions: ['Customer emails are not showing up in Mailroom', 'Incoming mail stopped arriving'],
    answer:
      'Open Settings > Inboxes > (inbox) > Status: it shows when the last message came in and the latest error. For a forwarded inbox, check ' +
      'that the forwarding rule is still on at your provider; for Gmail and Microsoft 365, reconnect the account if its sign-in expired. ' +
      'Anything marked as spam is in the Spam folder.',
  },
  {
    key: 'dns-spf-dkim',
    questions: ['How do I set up SPF and DKIM?', "Our replies land in customers' spam folders"],
    answer:
      'Authenticate your domain under Settings > Inboxes > (inbox) > Sending domain: add the two DKIM CNAME records and include:spf.mailroom.io ' +
      'in your SPF TXT record at your DNS host, then click Verify. Records usually verify within minutes, but DNS changes can take up to 48 hours. ' +
      'Until then replies go out on your behalf and are more often filtered as junk.',
  },
  {
    key: 'custom-domain',
    questions: ['Can the help center use our own domain?', 'How do I put the knowledge base on help.ourcompany.com?'],
    answer:
      'Under Help center > Settings > Custom domain, enter the hostname, for example help.acme.com, and add the CNAME record shown there at your ' +
      'DNS provider, pointing to hc.mailroom.io. Once the record resolves we issue an HTTPS certificate automatically, usually within an hour.',
  },
  {
    key: 'help-center',
    questions: ['How do I create help center articles?', 'Can customers find answers themselves?'],
    answer:
      'The help center is a public knowledge base: write articles under Help center > Articles, group them into collections and publish them. ' +
      'Customers can search it, and the chat widget suggests matching articles before a visitor starts a chat. On Team and Enterprise ' +
      'articles can have translations in up to 12 languages.',
  },
  {
    key: 'chat-widget',
    questions: ['How do I add live chat to my website?', 'Where do I get the chat widget code?'],
    answer:
      'Go to Settings > Inboxes > New inbox > Chat and copy the script tag into the HTML of your website, just before </body>. Chats arrive in ' +
      'Mailroom next to email. Outside business hours the widget asks for an email address instead, and your answer is sent there.',
  },
  {
    key: 'assign-conversation',
    questions: ['How do I assign a ticket to a teammate?', 'Can I hand a ticket over to someone else?'],
    answer:
      'Open the ticket and pick a name from the Assignee menu at the top, or press A. The new assignee is notified and finds it under Mine. ' +
      'You can reassign or unassign it at any time; the activity history records who held it before.',
  },
  {
    key: 'auto-assignment',
    questions: ['Can new conversations be assigned automatically?', 'How does round robin assignment work?'],
    answer:
      'On Team and Enterprise, turn on Settings > Inboxes > (inbox) > Auto-assignment. New conversations are shared round robin among the ' +
      'teammates who are online, up to a limit per person you choose (10 by default); someone at the limit receives no more until they close some.',
  },
  {
    key: 'tags',
    questions: ['How do I tag a conversation?', 'Can I create labels for tickets?'],
    answer:
      'Add tags from the tag icon in a conversation, or type # in the reply box. Admins manage the list under Settings > Tags, where a tag can ' +
      'be renamed, merged into another one or deleted. Rules can tag conversations automatically, and every report can be filtered by tag.',
  },
  {
    key: 'snooze',
    questions: ['How do I snooze a conversation?', 'Can I hide a ticket until later?'],
    answer:
      'Click the clock icon (or press Z) and pick a time: later today, tomorrow, next week or a custom date. The conversation leaves the inbox ' +
      'and comes back, unread and assigned to you, at that time or as soon as the customer replies.',
  },
  {
    key: 'merge-conversations',
    questions: ['How do I merge two conversations?', 'The customer wrote twice, can I join the threads?'],
    answer:
      'Select both conversations in the list and choose Merge, or open one and use More > Merge into. The messages are put together in date ' +
      'order in the older conversation, and the tags and notes of both are kept. A merge cannot be undone, so check that you picked the right ones.',
  },
  {
    key: 'split-conversation',
    questions: ['How do I split a conversation?', 'A customer asked something new in an old thread, can I move it to its own ticket?'],
    answer:
      'Hover over the message and choose More > Split into new conversation. That message and everything after it become a new conversation ' +
      'with the same customer, which you can assign and tag on its own; the original keeps the earlier messages.',
  },
  {
    key: 'saved-replies',
    questions: ['How do I create saved replies?', 'Can I reuse an answer I type often?'],
    answer:
      'Write them under Settings > Saved replies, or keep any reply you have written with More > Save as reply. In the reply box, type / and a ' +
      'few letters to insert one; placeholders such as {{customer.first_name}} are filled in for you. A saved reply can be personal or shared ' +
      'with the whole team.',
  },
  {
    key: 'notes-mentions',
    questions: ['How do I leave an internal note?', 'How do I @mention a teammate?'],
    answer:
      'Switch the reply box to Note (or press N) to write something only your team sees: notes have a yellow background and are never sent to ' +
      'the customer. Type @ and a name to mention a teammate; they are notified and the conversation appears under Mentions.',
  },
  {
    key: 'collision-detection',
    questions: ['How do I know if someone else is already replying?', 'Can two agents answer the same customer at once?'],
    answer:
      "Mailroom shows a teammate's avatar at the top of a conversation while they are viewing it, and a typing badge while they write. If a " +
      'teammate sends a reply while you are drafting yours, a warning appears before you send, so you can read theirs first.',
  },
  {
    key: 'sla-policies',
    questions: ['How do I set up SLA targets?', 'Can I set a first response time goal?'],
    answer:
      'On Team and Enterprise, create policies under Settings > SLA policies: a first reply and a next reply target, for example 4 hours, ' +
      'applied to chosen inboxes, tags or customers. Conversations show the time left and turn red when overdue, and the SLA report shows the ' +
      'share of targets met. Targets count business hours only if you tick that option.',
  },
  {
    key: 'business-hours',
    questions: ['How do I set our business hours?', 'Can I add public holidays?'],
    answer:
      'Set your opening hours and time zone under Settings > Business hours, and add the days you are closed as holidays on the same page. ' +
      'SLA timers, reports and the chat widget use them, and an auto-reply can be limited to outside those hours.',
  },
  {
    key: 'auto-reply',
    questions: ['How do I send an automatic reply?', 'Can customers get an acknowledgement when they email us?'],
    answer:
      'Turn on Settings > Inboxes > (inbox) > Auto-reply and write the message. It can go out always or only outside business hours, and ' +
      '{{conversation.number}} adds the reference number. It is sent at most once a day to the same address, so two auto-responders cannot loop.',
  },
  {
    key: 'reports',
    questions: ['Where can I see response times?', 'How do I export reports?'],
    answer:
      'Reports shows volume, first response time, resolution time and satisfaction, per inbox, teammate or tag, over any date range. Each chart ' +
      'can be downloaded as CSV, and any report can be scheduled as a weekly email. The figures are refreshed every 15 minutes.',
  },
  {
    key: 'slack-integration',
    questions: ['How do I connect Slack?', 'Can I get notified in Slack about new conversations?'],
    answer:
      'Go to Settings > Integrations > Slack and click Add to Slack. Choose a channel for each inbox: new conversations, SLA warnings and ' +
      'mentions are posted there, and teammates can assign or close a conversation straight from the Slack message.',
  },
  {
    key: 'shopify-integration',
    questions: ['How do I connect Shopify?', "Can I view a customer's orders next to the conversation?"],
    answer:
      'On Team and Enterprise, install the Mailroom app from Settings > Integrations > Shopify and approve it for your store. The sidebar of ' +
      "each conversation then lists the customer's recent orders and their totals, and agents can refund or cancel an order without leaving Mailroom.",
  },
  {
    key: 'salesforce-integration',
    questions: ['Do you integrate with Salesforce?', 'Can I see CRM data in Mailroom?'],
    answer:
      'Yes, on Enterprise. Connect under Settings > Integrations > Salesforce with a Salesforce admin login. Each conversation then displays the ' +
      'matching contact, account and open opportunities, and you can log a conversation to Salesforce as an activity or create a case from it.',
  },
  {
    key: 'api-keys',
    questions: ['How do I get an API key?', 'Where is the API documentation?'],
    answer:
      'Create a key under Settings > Developers > API keys; it is shown once, so store it safely. Send it as a Bearer token in the ' +
      'Authorization header. The reference is at developers.mailroom.io, and each key may make 120 requests a minute.',
  },
  {
    key: 'webhooks-setup',
    questions: ['How do I set up a webhook?', 'Can Mailroom call my server when a new conversation comes in?'],
    answer:
      'Add an endpoint URL under Settings > Developers > Webhooks and pick the events (conversation.created, message.received, ' +
      'conversation.assigned, tag.added and more). Each delivery is a JSON POST signed with HMAC-SHA256 in the X-Mailroom-Signature header, ' +
      'using the secret shown for that endpoint.',
  },
  {
    key: 'webhooks-failing',
    questions: ['My webhook is not being called', 'Why do webhook deliveries fail?'],
    answer:
      'Your endpoint must answer with a 2xx status within 5 seconds. Failed deliveries are retried 8 times over 24 hours; after that the endpoint ' +
      'is paused and admins get an email. Settings > Developers > Webhooks > (endpoint) > Deliveries lists each attempt with our request and your ' +
      'response, and has a Resend button.',
  },
  {
    key: 'data-location',
    questions: ['Where is my data stored?', 'Do you host data in the EU?'],
    answer:
      'Mailroom runs on Google Cloud in Iowa, United States, by default. Enterprise accounts can choose Frankfurt, Germany, when the account ' +
      'is created; moving an existing account takes one migration window that we schedule with you.',
  },
  {
    key: 'gdpr-requests',
    questions: ['A customer asked us to delete their data, how do I do it?', 'How do we handle GDPR requests?'],
    answer:
      "Open the contact's profile and choose More > Erase personal data: their conversations, messages and attachments are removed within 24 " +
      'hours and the erasure is logged. For an access request, More > Export data gives a JSON file of everything stored about them. Our DPA ' +
      'can be signed under Settings > Legal.',
  },
  {
    key: 'attachment-limits',
    questions: ['What is the maximum attachment size?', "Why can't I attach a large file?"],
    answer:
      'An email can carry up to 25 MB of files in total, the limit most mail providers accept, and a chat message up to 10 MB per file. ' +
      'Anything bigger is refused and the sender gets a notice. To share something larger, upload it to a storage service and send a link.',
  },
  {
    key: 'two-factor',
    questions: ['How do I turn on two-factor authentication?', 'Can we require 2FA for all teammates?'],
    answer:
      'Each teammate enables it under Profile > Security > Two-factor authentication with an authenticator app, and saves the recovery codes. ' +
      'Admins can make it mandatory for everyone under Settings > Security; teammates without it are asked to set it up at their next sign-in.',
  },
  {
    key: 'sso',
    questions: ['Do you support single sign-on?', 'How do I set up SAML with Okta?'],
    answer:
      'SAML single sign-on is on Enterprise. Under Settings > Security > SSO, paste the metadata URL from your identity provider (Okta, ' +
      'Microsoft Entra ID, Google Workspace and OneLogin are tested) and map the email attribute. Once a test sign-in works you can require ' +
      'SSO for every teammate.',
  },
  {
    key: 'mobile-app',
    questions: ['Is there a mobile app?', 'Can I answer tickets from my phone?'],
    answer:
      'Mailroom for iOS and Android is free in the App Store and Google Play. You can read, reply, assign, snooze and close conversations and ' +
      'receive push notifications for new assignments and mentions; saved replies are there too, reports are not.',
  },
  {
    key: 'import-helpdesk',
    questions: ['Can I import from Zendesk?', 'How do I move our history over from Help Scout or Freshdesk?'],
    answer:
      'Use Settings > Import to bring in conversations, contacts, tags and attachments from Zendesk, Freshdesk, Help Scout, Front or Intercom, ' +
      'going back up to 2 years (more on request). The import runs in the background while new mail keeps flowing, and teammates are matched ' +
      'by email address.',
  },
  {
    key: 'delete-account',
    questions: ['How do I close my Mailroom account?', 'Delete our account and all data'],
    answer:
      'The owner can delete the account under Settings > Account > Delete account, after typing the account name. All inboxes stop receiving ' +
      'mail at once; the data can be restored for 14 days and is then erased, from backups too within 60 days. Export what you want to keep first.',
  },
  {
    key: 'undo-send',
    questions: ['Can I undo a sent reply?', 'I sent an email by mistake, can I recall it?'],
    answer:
      'Mailroom waits 10 seconds before a reply actually leaves: click Undo in the banner at the bottom to get it back as a draft. Change the ' +
      'delay (0 to 30 seconds) under Profile > Preferences > Undo send. After that the email has been delivered and cannot be recalled.',
  },
  {
    key: 'spam',
    questions: ['How do I mark a conversation as spam?', 'We are getting lots of junk mail'],
    answer:
      'Press ! or choose More > Spam: the conversation moves to the Spam folder and later mail from that sender goes there too. To block a whole ' +
      'domain, add it under Settings > Inboxes > (inbox) > Blocked senders. Spam is deleted after 30 days.',
  },
  {
    key: 'signatures',
    questions: ['How do I add an email signature?', 'Can each agent have their own signature?'],
    answer:
      'Each teammate sets a personal signature under Profile > Signature, and admins set an inbox signature under Settings > Inboxes > (inbox) > ' +
      'Signature, which can use {{teammate.name}}. The inbox signature goes below the personal one, and neither is added to notes.',
  },
  {
    key: 'rules-automation',
    questions: ['How do I create a rule?', 'Can Mailroom tag or route emails automatically?'],
    answer:
      'Under Settings > Rules, create a rule with a trigger (new conversation, customer reply...), conditions (subject contains, sender domain, ' +
      'tag...) and actions (assign, tag, move to an inbox, close). Rules run in order from top to bottom; turn on Stop processing to end at ' +
      'the first match.',
  },
  {
    key: 'csat',
    questions: ['Can customers rate our replies?', 'How do I send satisfaction surveys?'],
    answer:
      'Turn on Settings > Satisfaction. When a conversation is closed, the customer gets a one-click rating (Great, Okay, Not good) with an ' +
      'optional comment, at most once a week per customer. Ratings appear on the conversation and in Reports > Satisfaction.',
  },
  {
    key: 'search-conversations',
    questions: ['How do I find an old conversation?', "Search doesn't find an email I know exists"],
    answer:
      'Use the search bar at the top, or press /. Search covers subjects, messages, notes, customer names and email addresses in every inbox you ' +
      'can open, and filters such as from:, tag:, assignee: and before:2024-01-01 narrow it down. New messages are searchable a few seconds after ' +
      'they arrive.',
  },
  {
    key: 'free-trial',
    questions: ['Is there a free trial?', 'How long can I try Mailroom?'],
    answer:
      'Yes: 21 days of the Team plan for up to 10 teammates, no card needed. At the end, pick a plan under Settings > Billing; if you do not, ' +
      'the account is paused, with nothing deleted, for 90 days.',
  },
  {
    key: 'reset-password',
    questions: ['I forgot my password', 'How do I reset my Mailroom password?'],
    answer:
      'Click "Forgot password?" on the sign-in page and enter your email. The link we send is valid for 60 minutes. If your company signs in ' +
      'with SSO, your password is managed by your identity provider instead.',
  },
  {
    key: 'notification-settings',
    questions: ['How do I change my notifications?', 'I get too many emails from Mailroom'],
    answer:
      'Under Profile > Notifications choose, for each event (assigned to me, mention, customer reply, SLA warning), whether you get a desktop, ' +
      'email or mobile push alert. Turn on Do not disturb to pause them all, or mute a single inbox from its menu.',
  },
];
