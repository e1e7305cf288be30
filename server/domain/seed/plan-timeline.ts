import { randomInt, type Random } from './random.ts';

// When each conversation starts and which contact writes it. Conversations come in time order (so ids grow
// with time), more of them recently; each contact first appears with its first conversation, later
// conversations sometimes come from a returning contact.

const DAY = 86_400_000;
export const SEED_WINDOW_DAYS = 60;
/** About one contact per 2-3 conversations. */
export const CONVERSATIONS_PER_CONTACT = 2.5;

export interface Timeline {
  /** Start of each conversation, ascending. */
  conversationStarts: Date[];
  /** For each conversation, the index of its contact in `contactStarts`. */
  contactOf: number[];
  /** When each contact first wrote: its created_at. */
  contactStarts: Date[];
}

export function contactCountFor(conversations: number): number {
  return conversations <= 0 ? 0 : Math.max(1, Math.round(conversations / CONVERSATIONS_PER_CONTACT));
}

export function planTimeline(random: Random, conversations: number, now: Date, windowDays = SEED_WINDOW_DAYS): Timeline {
  const end = now.getTime();
  const conversationStarts = Array.from({ length: conversations }, () => {
    // random()^1.6 leans towards 0, i.e. towards now: an inbox is busier lately than two months ago.
    const age = Math.pow(random(), 1.6) * windowDays * DAY;
    return Math.round(end - age - randomInt(random, 1, 30) * 60_000);
  })
    .sort((a, b) => a - b)
    .map((t) => new Date(t));

  const contactCount = contactCountFor(conversations);
  const contactOf: number[] = [];
  const contactStarts: Date[] = [];
  for (let i = 0; i < conversations; i++) {
    const newLeft = contactCount - contactStarts.length;
    const conversationsLeft = conversations - i;
    const isNew = contactStarts.length === 0 || newLeft >= conversationsLeft || (newLeft > 0 && random() < contactCount / conversations);
    if (isNew) {
      contactOf.push(contactStarts.length);
      contactStarts.push(conversationStarts[i]!);
    } else {
      contactOf.push(Math.floor(random() * contactStarts.length));
    }
  }
  return { conversationStarts, contactOf, contactStarts };
}
