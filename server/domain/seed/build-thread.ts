import type { MessageDraft, SeedAgent, SeedChannel, SeedContact } from './drafts.ts';
import { agentText, customerText, textToHtml } from './message-text.ts';
import { chance, pick, randomUuid, sample, type Random } from './random.ts';
import type { ThreadVariables } from './template-variables.ts';
import { CUSTOMER_BUMPS, CUSTOMER_THANKS, type Template, type Theme } from './theme.ts';

// The messages of one conversation: the customer writes first, agents and customer then take turns
// (sometimes the customer writes twice in a row), at plausible intervals, never after `now`.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface ThreadInput {
  /** Null for spam: a single message. */
  theme: Theme | null;
  spamBody: Template;
  subject: string;
  vars: ThreadVariables;
  channel: SeedChannel;
  contact: SeedContact;
  replier: SeedAgent;
  /** How many messages at most; the thread stops earlier when it would reach `now`. */
  length: number;
  /** The customer's last message, if it follows an agent reply, thanks the agent. */
  resolved: boolean;
  createdAt: Date;
  now: Date;
}

/** Log-uniform: short gaps are common, long ones rare, like real reply times. */
function gap(random: Random, min: number, max: number): number {
  return Math.round(Math.exp(Math.log(min) + random() * (Math.log(max) - Math.log(min))));
}

/** Cycles through a shuffled copy so one thread does not repeat a phrase while others remain. */
function deck(random: Random, items: readonly Template[]): () => Template {
  const order = sample(random, items, items.length);
  let i = 0;
  return () => order[i++ % order.length]!;
}

function domainOf(email: string): string {
  return email.slice(email.indexOf('@') + 1);
}

export function buildThread(random: Random, input: ThreadInput): MessageDraft[] {
  const { theme, vars, channel, contact, replier } = input;
  const viaChat = contact.visitor;
  const followUps = deck(random, theme?.followUps ?? CUSTOMER_BUMPS);
  const replies = deck(random, theme?.replies ?? []);
  const laterReplies = deck(random, theme?.laterReplies ?? []);
  const bumps = deck(random, CUSTOMER_BUMPS);
  const customerAddress = { name: contact.name, email: contact.email ?? '' };
  const channelAddress = { name: channel.name, email: channel.email };

  const messages: MessageDraft[] = [];
  let time = input.createdAt.getTime();
  let agentReplies = 0;
  for (let i = 0; i < input.length; i++) {
    const previous = messages[messages.length - 1];
    let inbound = true;
    if (previous) {
      // After a customer message an agent usually answers; sometimes the customer writes again first.
      const twoInboundAlready = previous.direction === 'inbound' && messages[messages.length - 2]?.direction === 'inbound';
      inbound = previous.direction === 'outbound' ? true : !twoInboundAlready && chance(random, 0.15);
      if (!inbound) time += gap(random, 3 * MINUTE, 26 * HOUR); // agent answers
      else if (previous.direction === 'inbound') time += gap(random, 2 * HOUR, 3 * DAY); // customer chases
      else time += gap(random, 20 * MINUTE, 3 * DAY); // customer answers
      if (time > input.now.getTime()) break;
    }
    const createdAt = new Date(time);
    const domain = inbound && contact.email ? domainOf(contact.email) : domainOf(channel.email);
    const messageIdHeader = `<${randomUuid(random)}@${domain}>`;
    let text: string;
    if (inbound) {
      let body: Template;
      if (!previous) body = theme ? pick(random, theme.openings) : input.spamBody;
      else if (previous.direction === 'inbound') body = bumps();
      else if (input.resolved && i === input.length - 1) body = pick(random, CUSTOMER_THANKS);
      else body = followUps();
      text = customerText(random, vars, body, viaChat);
    } else {
      text = agentText(random, vars, agentReplies === 0 ? replies() : laterReplies());
      agentReplies++;
    }
    messages.push({
      direction: inbound ? 'inbound' : 'outbound',
      status: inbound ? 'received' : 'sent',
      agentId: inbound ? null : replier.id,
      fromName: inbound ? contact.name : replier.name,
      fromEmail: inbound ? customerAddress.email : channel.email,
      to: inbound ? [channelAddress] : contact.email ? [customerAddress] : [],
      subject: previous ? `Re: ${input.subject}` : input.subject,
      text,
      html: textToHtml(text),
      messageIdHeader,
      inReplyTo: previous?.messageIdHeader ?? null,
      references: previous ? [...previous.references, previous.messageIdHeader] : [],
      sentAt: inbound ? null : createdAt,
      createdAt,
    });
  }
  return messages;
}
