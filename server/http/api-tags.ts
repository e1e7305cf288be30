/**
 * The groups of the API's operations, in the order the reference shows them, each with what it holds. An operation's
 * tag must be one of these (declareRoute's type says so), so that no group appears in the document undescribed.
 */
export const API_TAGS = {
  Conversations: 'Conversations with their messages, notes and history: listing and search, replies, compose, bulk changes and their undo.',
  Contacts: 'The people who wrote in, and the suppression list of addresses and domains no mail is accepted from or sent to.',
  Channels: 'The addresses mail is received at and sent from.',
  Snippets: 'Saved sets of actions (replies, notes, status, assignment, tags), filed in categories, and applying them to a conversation.',
  Agents: 'The teammates of the organization and their roles, and the invitations that are still pending.',
  'API keys': 'The keys integrations authenticate with, each with its permissions; a key is shown once, when it is created.',
  Events: "The change feed as server-sent events, and presence: who is viewing or replying to which conversation.",
  Webhooks: "Subscriptions that POST the change feed's events to an integration's URL, signed, with each one's delivery log.",
  'AI store': 'The sources answers are found in (questions and answers, texts, resolved conversations), and search over them.',
  'Knowledge site': "The help site's own domain and the check of its DNS record.",
  'Service levels':
    "The business hours, and the SLA policies whose response and resolution targets give each conversation its due times.",
  Reports: "How the team did over a period: volume, response and resolution times, SLA results, per agent, tag and channel; as JSON or CSV.",
  Rules: "What the inbox does by itself when a customer's mail arrives: conditions on the mail, actions in order (assignment, round robin, tags, status, notes, auto-replies), and a test on a conversation.",
  Organization: "The organization's account: its name and time zone, its invoices and plan.",
} as const;

export type ApiTag = keyof typeof API_TAGS;

/** The document's top-level `tags`. */
export const apiTags = () => Object.entries(API_TAGS).map(([name, description]) => ({ name, description }));
