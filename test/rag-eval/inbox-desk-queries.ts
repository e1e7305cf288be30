import type { EvalQuery, EvalQueryKind } from './help-desk-queries.ts';

// Held-out queries for the Mailroom help desk (inbox-desk-sources.ts), written before any retrieval was tuned on
// them and without looking at how retrieval works: never tune on this list. Worded the way customers write
// (lower case, terse, misspelt, sometimes with context), never repeating a stored question. Queries of kind
// 'no-overlap' share no content word, nor its stem, with any question or the answer of the source they expect;
// eval-lists.test.ts checks that, as well as the labels and sizes.

const q = (kind: EvalQueryKind, expected: string, ...queries: string[]): EvalQuery[] =>
  queries.map((query) => ({ query, expected, kind }));

export const INBOX_DESK_QUERIES: EvalQuery[] = [
  ...q('paraphrase', 'plans-pricing', "what's the monthly price per agent"),
  ...q('no-overlap', 'plans-pricing', 'how expensive is this for a small business'),
  ...q('keywords', 'plans-pricing', 'plan comparison'),
  ...q('synonym', 'plans-pricing', 'subscription tiers'),

  ...q('paraphrase', 'change-plan', 'we need more inboxes than starter allows, how do we go up'),
  ...q('typo', 'change-plan', 'downgarde to starter'),
  ...q('no-overlap', 'change-plan', 'bump us up a tier'),

  ...q('paraphrase', 'cancel-subscription', 'please make sure we are not renewed next month'),
  ...q('keywords', 'cancel-subscription', 'cancel subscription'),
  ...q('no-overlap', 'cancel-subscription', "we're quitting your service, no more charges please"),
  ...q('synonym', 'cancel-subscription', 'end our contract at the next renewal'),

  ...q('paraphrase', 'refund-request', 'we were billed double this month and want the extra returned'),
  ...q('typo', 'refund-request', 'refund for yearly paln'),
  ...q('no-overlap', 'refund-request', 'reimbursement for an accidental purchase'),

  ...q('paraphrase', 'invoices', 'our bookkeeper needs every bill from last year as pdf'),
  ...q('keywords', 'invoices', 'download receipts'),
  ...q('no-overlap', 'invoices', 'tax paperwork for what we paid in 2023'),
  ...q('synonym', 'invoices', 'billing statements'),

  ...q('paraphrase', 'update-payment-method', 'card on file expires next month, how do I swap it'),
  ...q('typo', 'update-payment-method', 'updte credit card'),
  ...q('synonym', 'update-payment-method', "replace the company card we're charged on"),

  ...q('paraphrase', 'seat-billing', 'are read-only users charged'),
  ...q('keywords', 'seat-billing', 'seat cost'),
  ...q('synonym', 'seat-billing', 'do observers count as paid licences'),

  ...q('no-overlap', 'add-teammate', 'we just hired 3 reps, how do they get in'),
  ...q('paraphrase', 'add-teammate', 'send an invite to my colleague'),
  ...q('typo', 'add-teammate', 'add new agnet'),
  ...q('no-overlap', 'add-teammate', 'onboard a colleague'),

  ...q('no-overlap', 'remove-teammate', 'someone quit, revoke their access'),
  ...q('paraphrase', 'remove-teammate', 'deactivate a user who no longer works here'),
  ...q('typo', 'remove-teammate', 'remvoe teammate'),
  ...q('no-overlap', 'remove-teammate', 'employee left the firm last friday'),

  ...q('keywords', 'roles-permissions', 'admin rights'),
  ...q('no-overlap', 'roles-permissions', 'limit what a junior person can see'),
  ...q('paraphrase', 'roles-permissions', 'who can change inbox settings besides the owner'),

  ...q('no-overlap', 'connect-inbox', 'hook up sales@ as well'),
  ...q('paraphrase', 'connect-inbox', 'connect a gmail account as a shared inbox'),
  ...q('keywords', 'connect-inbox', 'add mailbox'),
  ...q('synonym', 'connect-inbox', 'add a second support mailbox'),

  ...q('paraphrase', 'email-forwarding', 'where do I find the address to forward our mail to'),
  ...q('typo', 'email-forwarding', 'forwading setup outlook'),
  ...q('no-overlap', 'email-forwarding', 'redirect help@ourshop.com here'),

  ...q('no-overlap', 'emails-not-arriving', "haven't had a single ticket since yesterday, is something broken"),
  ...q('paraphrase', 'emails-not-arriving', "messages from customers don't appear in the inbox"),
  ...q('typo', 'emails-not-arriving', 'emails not comming in'),

  ...q('keywords', 'dns-spf-dkim', 'dkim record'),
  ...q('no-overlap', 'dns-spf-dkim', "gmail shows 'via' beside our outgoing messages"),
  ...q('paraphrase', 'dns-spf-dkim', 'customers say our answers end up in their junk folder'),

  ...q('no-overlap', 'custom-domain', 'branded url for our faq site'),
  ...q('keywords', 'custom-domain', 'knowledge base cname'),
  ...q('typo', 'custom-domain', 'custon domian for help center'),

  ...q('no-overlap', 'help-center', 'self service faq page'),
  ...q('paraphrase', 'help-center', 'write articles so customers can solve things on their own'),
  ...q('keywords', 'help-center', 'knowledge base'),
  ...q('synonym', 'help-center', 'customer self-help portal'),

  ...q('no-overlap', 'chat-widget', "messenger bubble on our shop's pages"),
  ...q('typo', 'chat-widget', 'live caht on site'),
  ...q('paraphrase', 'chat-widget', 'embed the chat on our website'),
  ...q('synonym', 'chat-widget', 'website messenger'),

  ...q('no-overlap', 'assign-conversation', 'pass this email to my coworker'),
  ...q('no-overlap', 'assign-conversation', 'make sam responsible for this thread'),
  ...q('paraphrase', 'assign-conversation', 'reassign a ticket to another agent'),
  ...q('typo', 'assign-conversation', 'asign ticket'),

  ...q('no-overlap', 'auto-assignment', 'distribute incoming emails evenly among staff'),
  ...q('keywords', 'auto-assignment', 'round robin'),
  ...q('paraphrase', 'auto-assignment', 'stop one agent getting all the new tickets'),

  ...q('no-overlap', 'tags', 'categorize emails by topic'),
  ...q('typo', 'tags', 'tagging convrsations'),
  ...q('synonym', 'tags', 'add a label to an email'),

  ...q('no-overlap', 'snooze', 'remind me about this email on monday'),
  ...q('keywords', 'snooze', 'snooze until tomorrow'),
  ...q('typo', 'snooze', 'snoze ticket'),

  ...q('no-overlap', 'merge-conversations', 'same person emailed us 3 times, make it one ticket'),
  ...q('no-overlap', 'merge-conversations', 'fuse duplicate tickets'),
  ...q('paraphrase', 'merge-conversations', 'join two threads from the same customer into one'),
  ...q('typo', 'merge-conversations', 'merg conversations'),

  ...q('no-overlap', 'split-conversation', 'break the last reply off into a fresh case'),
  ...q('paraphrase', 'split-conversation', 'move a message out of a thread into a new one'),
  ...q('keywords', 'split-conversation', 'split ticket'),

  ...q('no-overlap', 'saved-replies', 'macros'),
  ...q('no-overlap', 'saved-replies', 'boilerplate text for frequent questions'),
  ...q('synonym', 'saved-replies', 'reply templates'),
  ...q('typo', 'saved-replies', 'saved replys'),

  ...q('no-overlap', 'notes-mentions', 'private comment hidden from the client'),
  ...q('paraphrase', 'notes-mentions', 'tag a coworker in a ticket so they look at it'),
  ...q('keywords', 'notes-mentions', 'internal notes'),

  ...q('no-overlap', 'collision-detection', 'stop us from double responding'),
  ...q('paraphrase', 'collision-detection', 'two of us answered the same email without knowing'),
  ...q('keywords', 'collision-detection', 'collision detection'),

  ...q('no-overlap', 'sla-policies', 'deadline for answering urgent clients'),
  ...q('keywords', 'sla-policies', 'sla breach'),
  ...q('typo', 'sla-policies', 'respnse time target'),
  ...q('synonym', 'sla-policies', 'response deadlines'),

  ...q('no-overlap', 'business-hours', "we're shut on weekends and christmas"),
  ...q('paraphrase', 'business-hours', 'set our opening times and timezone'),
  ...q('keywords', 'business-hours', 'office hours'),

  ...q('no-overlap', 'auto-reply', 'tell folks instantly that we got their mail'),
  ...q('keywords', 'auto-reply', 'autoresponder'),
  ...q('paraphrase', 'auto-reply', 'automatic message telling customers we got their email'),

  ...q('no-overlap', 'reports', 'how fast is my staff answering'),
  ...q('no-overlap', 'reports', 'analytics dashboard'),
  ...q('keywords', 'reports', 'export csv report'),
  ...q('typo', 'reports', 'reprots by agent'),

  ...q('paraphrase', 'slack-integration', 'post new tickets in a slack channel'),
  ...q('typo', 'slack-integration', 'slak integration'),
  ...q('no-overlap', 'slack-integration', 'ping our company chat whenever something arrives'),

  ...q('paraphrase', 'shopify-integration', 'see order history of the customer while replying'),
  ...q('keywords', 'shopify-integration', 'shopify orders'),
  ...q('no-overlap', 'shopify-integration', 'purchase history of the buyer from our ecommerce platform'),

  ...q('keywords', 'salesforce-integration', 'salesforce crm'),
  ...q('paraphrase', 'salesforce-integration', 'link tickets to salesforce contacts'),
  ...q('synonym', 'salesforce-integration', 'show crm contact details next to each email'),

  ...q('keywords', 'api-keys', 'api token'),
  ...q('paraphrase', 'api-keys', 'how do I authenticate requests to your api'),
  ...q('typo', 'api-keys', 'api documantation'),
  ...q('synonym', 'api-keys', 'developer credentials'),

  ...q('paraphrase', 'webhooks-setup', 'notify my backend when a customer writes in'),
  ...q('keywords', 'webhooks-setup', 'webhook signature'),
  ...q('typo', 'webhooks-setup', 'webhok events list'),

  ...q('paraphrase', 'webhooks-failing', 'our endpoint stopped getting events from you'),
  ...q('keywords', 'webhooks-failing', 'webhook paused'),
  ...q('no-overlap', 'webhooks-failing', 'the url we registered to be pinged on new tickets receives nothing anymore'),

  ...q('no-overlap', 'data-location', 'what region are the servers in'),
  ...q('no-overlap', 'data-location', 'is our information kept in america or europe'),
  ...q('keywords', 'data-location', 'eu data residency'),
  ...q('synonym', 'data-location', 'hosting location'),

  ...q('no-overlap', 'gdpr-requests', 'someone invoked their right to be forgotten'),
  ...q('paraphrase', 'gdpr-requests', 'customer wants a copy of all info we hold on them'),
  ...q('keywords', 'gdpr-requests', 'erase contact data'),

  ...q('no-overlap', 'attachment-limits', "customer's 40mb video bounced"),
  ...q('keywords', 'attachment-limits', 'max file size'),
  ...q('typo', 'attachment-limits', 'attachement too big'),

  ...q('no-overlap', 'two-factor', 'one-time passcode at login'),
  ...q('keywords', 'two-factor', 'enforce 2fa'),
  ...q('typo', 'two-factor', 'two factor athentication'),
  ...q('synonym', 'two-factor', 'multi-factor login'),

  ...q('no-overlap', 'sso', 'azure ad login for everyone'),
  ...q('keywords', 'sso', 'sso enterprise'),
  ...q('paraphrase', 'sso', 'can staff sign in with their google workspace account'),
  ...q('synonym', 'sso', 'federated login with okta'),

  ...q('no-overlap', 'mobile-app', 'iphone version'),
  ...q('paraphrase', 'mobile-app', 'can I reply to customers from my android'),
  ...q('typo', 'mobile-app', 'moblie app'),
  ...q('synonym', 'mobile-app', 'smartphone application'),

  ...q('no-overlap', 'import-helpdesk', 'migrate our old tickets'),
  ...q('keywords', 'import-helpdesk', 'zendesk import'),
  ...q('paraphrase', 'import-helpdesk', 'switching from intercom, can we keep our past conversations'),

  ...q('no-overlap', 'delete-account', "wipe everything, we're shutting the company down"),
  ...q('paraphrase', 'delete-account', 'permanently remove our mailroom account'),
  ...q('keywords', 'delete-account', 'close account'),
  ...q('synonym', 'delete-account', 'terminate our mailroom workspace for good'),

  ...q('no-overlap', 'undo-send', 'cancel a message right after hitting the button'),
  ...q('no-overlap', 'undo-send', 'oops, wrong customer, can I stop it from going out'),
  ...q('keywords', 'undo-send', 'recall email'),
  ...q('paraphrase', 'undo-send', 'delay before replies go out'),

  ...q('no-overlap', 'spam', 'unwanted promo emails flooding our queue'),
  ...q('paraphrase', 'spam', 'block a sender who keeps writing to us'),
  ...q('typo', 'spam', 'spam fliter'),
  ...q('synonym', 'spam', 'block unsolicited email'),

  ...q('no-overlap', 'signatures', 'footer with job title and phone number'),
  ...q('keywords', 'signatures', 'email signature'),
  ...q('typo', 'signatures', 'signiture per agent'),

  ...q('no-overlap', 'rules-automation', 'anything from amazon should land in the finance queue'),
  ...q('keywords', 'rules-automation', 'automation rules'),
  ...q('paraphrase', 'rules-automation', 'automatically close tickets with certain subjects'),

  ...q('no-overlap', 'csat', 'thumbs up thumbs down after resolving'),
  ...q('keywords', 'csat', 'csat survey'),
  ...q('paraphrase', 'csat', 'ask customers how we did after closing'),
  ...q('synonym', 'csat', 'customer feedback scores'),

  ...q('no-overlap', 'search-conversations', "look up last year's thread from acme"),
  ...q('paraphrase', 'search-conversations', 'search by customer email address'),
  ...q('typo', 'search-conversations', 'serch old emails'),

  ...q('no-overlap', 'free-trial', 'test drive before buying'),
  ...q('keywords', 'free-trial', 'trial length'),
  ...q('paraphrase', 'free-trial', 'what happens when the 21 days are over'),
  ...q('synonym', 'free-trial', 'evaluation period'),

  ...q('no-overlap', 'reset-password', "can't remember how to log in"),
  ...q('typo', 'reset-password', 'pasword forgoten'),
  ...q('keywords', 'reset-password', 'password reset link'),

  ...q('no-overlap', 'notification-settings', 'fewer pings on my laptop'),
  ...q('paraphrase', 'notification-settings', 'turn off desktop alerts for one inbox'),
  ...q('keywords', 'notification-settings', 'do not disturb'),
];
