import { buildThread } from './build-thread.ts';
import { previewOf } from '../message-text.ts';
import { firstReplyOf, waitingSinceOf } from './derived-columns.ts';
import type { ConversationDraft, EventDraft, NoteDraft, SeedAgent, SeedChannel, SeedContact, SeedStatus } from './drafts.ts';
import { chance, pick, pickWeighted, pickWeightedIndex, randomInt, sample, type Random } from './random.ts';
import { fillTemplate, makeThreadVariables } from './template-variables.ts';
import { SPAM_BODIES, SPAM_SUBJECTS, type SeedTag, type Theme } from './theme.ts';
import { ACCOUNT_THEMES } from './themes-account.ts';
import { MONEY_THEMES } from './themes-money.ts';
import { PRODUCT_THEMES } from './themes-product.ts';

// One whole conversation as plain data: status, assignee, tags, messages, notes, events and the derived columns.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const THEMES: readonly Theme[] = [...MONEY_THEMES, ...ACCOUNT_THEMES, ...PRODUCT_THEMES];
const THEME_WEIGHTS = THEMES.map((t) => t.weight);

const STATUS_WEIGHTS: Record<SeedStatus, number> = { opened: 55, closed: 25, snoozed: 10, spam: 10 };
/** Weights of 1, 2, ... 6 messages. */
const LENGTH_WEIGHTS = [20, 28, 20, 15, 10, 7];
/** Weights of 0, 1, 2, 3 tags. */
const TAG_COUNT_WEIGHTS = [25, 35, 25, 15];
const EXTRA_TAGS: readonly SeedTag[] = ['urgent', 'vip', 'churn-risk'];

export interface ConversationInput {
  channels: readonly SeedChannel[];
  agents: readonly SeedAgent[];
  contact: SeedContact;
  createdAt: Date;
  now: Date;
}

function pickTags(random: Random, theme: Theme): string[] {
  const count = pickWeightedIndex(random, TAG_COUNT_WEIGHTS);
  const tags = new Set<string>(sample(random, theme.tags, count));
  if (tags.size < 3 && chance(random, 0.1)) tags.add(pick(random, EXTRA_TAGS));
  return [...tags];
}

export function buildConversation(random: Random, input: ConversationInput): ConversationDraft {
  const { now, contact, createdAt } = input;
  const at = (time: number) => new Date(Math.min(time, now.getTime()));
  const status = pickWeighted(random, STATUS_WEIGHTS);
  const theme = status === 'spam' ? null : THEMES[pickWeightedIndex(random, THEME_WEIGHTS)]!;
  const channel = pick(random, input.channels);
  const assignee = status === 'spam' || chance(random, 0.3) ? null : pick(random, input.agents);
  const replier = assignee ?? pick(random, input.agents);
  // Visitors are greeted without a name: "Visitor 4821" is not one.
  const customerFirst = contact.visitor ? 'there' : contact.name.split(' ')[0] || 'there';
  const vars = makeThreadVariables(random, { customerFirst, agent: replier.name, team: channel.name }, createdAt);
  const subject = fillTemplate(pick(random, theme?.subjects ?? SPAM_SUBJECTS), vars);
  let length = theme ? 1 + pickWeightedIndex(random, LENGTH_WEIGHTS) : 1;
  // Closed and snoozed conversations nearly always had an answer.
  if (theme && status !== 'opened' && length === 1 && chance(random, 0.8)) length = 2;

  const messages = buildThread(random, {
    theme,
    spamBody: pick(random, SPAM_BODIES),
    subject,
    vars,
    channel,
    contact,
    replier,
    length,
    resolved: status === 'closed',
    createdAt,
    now,
  });
  const first = createdAt.getTime();
  const last = messages[messages.length - 1]!;
  const lastTime = last.createdAt.getTime();

  const events: EventDraft[] = [];
  const notes: NoteDraft[] = [];
  const event = (actor: SeedAgent, type: EventDraft['type'], data: EventDraft['data'], time: number) =>
    events.push({ actorAgentId: actor.id, type, data, createdAt: at(time) });
  const tags = theme ? pickTags(random, theme) : [];
  if (assignee) {
    const actor = chance(random, 0.5) ? assignee : pick(random, input.agents);
    event(actor, 'assigned', { agent_id: assignee.id }, first + randomInt(random, 1, 120) * MINUTE);
  }
  for (const tag of tags) {
    event(replier, 'tagged', { tag }, first + randomInt(random, 1, 180) * MINUTE);
  }
  let snoozeUntil: Date | null = null;
  if (status === 'closed') {
    const closedAt = lastTime + randomInt(random, 2, 360) * MINUTE;
    event(replier, 'status_changed', { from: 'opened', to: 'closed', resolution_seconds: Math.round((Math.min(closedAt, now.getTime()) - first) / 1000) }, closedAt);
  } else if (status === 'snoozed') {
    // Snoozed until a whole hour, between 2 hours and a week from now.
    const until = now.getTime() + randomInt(random, 2, 7 * 24) * HOUR;
    snoozeUntil = new Date(Math.ceil(until / HOUR) * HOUR);
    const when = lastTime + randomInt(random, 1, 120) * MINUTE;
    event(replier, 'snoozed', { until: snoozeUntil.toISOString() }, when);
    event(replier, 'status_changed', { from: 'opened', to: 'snoozed' }, when);
  } else if (status === 'spam') {
    event(pick(random, input.agents), 'status_changed', { from: 'opened', to: 'spam' }, first + randomInt(random, 5, 720) * MINUTE);
  }
  if (theme && chance(random, 0.15)) {
    const time = first + random() * (lastTime - first + HOUR);
    notes.push({ agentId: replier.id, body: fillTemplate(pick(random, theme.notes), vars), createdAt: at(time) });
  }
  events.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  const activity = [lastTime, ...events.map((e) => e.createdAt.getTime()), ...notes.map((n) => n.createdAt.getTime())];
  return {
    channelId: channel.id,
    contactId: contact.id,
    subject,
    status,
    assigneeId: assignee?.id ?? null,
    tags,
    snoozeUntil,
    createdAt,
    updatedAt: new Date(Math.max(...activity)),
    waitingSince: waitingSinceOf(messages, status),
    lastMessageAt: last.createdAt,
    preview: previewOf(last.text),
    messageCount: messages.length,
    ...firstReplyOf(messages),
    slaCycleStartedAt: status === 'opened' || status === 'snoozed' ? createdAt : null,
    messages,
    notes,
    events,
  };
}
