import { describe, expect, it } from 'vitest';
import type { Message, Timeline } from '#contract/conversations';
import { ApiError } from '../../../../lib/api-client';
import { authorOf, collisionOf, collisionTitle, latestMessageId, mergeCollisions } from './collision';

const message = (id: number, extra: Partial<Message> = {}): Message => ({
  id,
  conversation_id: 1,
  direction: 'inbound',
  status: 'received',
  from: { name: 'Jane', email: 'jane@example.com' },
  to: [],
  cc: [],
  bcc: [],
  subject: 'Hi',
  html: null,
  text: 'Hello',
  agent: null,
  attachments: [],
  generated_id: null,
  send_at: null,
  sent_at: null,
  failure_reason: null,
  automated: null,
  created: '2026-05-01T10:00:00.000Z',
  ...extra,
});
const teammate = (id: number) =>
  message(id, { direction: 'outbound', status: 'scheduled', agent: { id: 2, name: 'Kenji', email: 'k@x.example' }, from: { name: 'Support', email: 's@x.example' } });

describe('collision guard', () => {
  it('reads the 409 of the guard, and nothing else, as a collision', () => {
    const body = { error: 'the customer wrote again', arrived: [message(5)], latest_message_id: 5 };
    expect(collisionOf(new ApiError(409, body.error, body))?.latest_message_id).toBe(5);
    expect(collisionOf(new ApiError(409, 'already sent', { error: 'already sent' }))).toBeNull();
    expect(collisionOf(new ApiError(400, body.error, body))).toBeNull();
    expect(collisionOf(new Error('x'))).toBeNull();
  });

  it('takes the newest message of the thread as seen (0 for none)', () => {
    const timeline = (ids: number[]): Timeline =>
      ({ conversation: {}, entries: ids.map((id) => ({ type: 'message', message: message(id) })) }) as unknown as Timeline;
    expect(latestMessageId(timeline([]))).toBe(0);
    expect(latestMessageId(timeline([3, 9, 4]))).toBe(9);
  });

  it('adds what arrived during the dialog, each message once', () => {
    const first = { error: 'e', arrived: [message(5)], latest_message_id: 5 };
    const second = { error: 'e', arrived: [message(5), teammate(6)], latest_message_id: 6 };
    const merged = mergeCollisions(first, second);
    expect(merged.arrived.map((m) => m.id)).toEqual([5, 6]);
    expect(merged.latest_message_id).toBe(6);
    expect(collisionTitle(merged)).toBe('The customer and a teammate wrote while you were writing');
    expect(collisionTitle(first)).toBe('The customer wrote again while you were writing');
    expect(authorOf(teammate(6))).toBe('Kenji');
    expect(authorOf(message(5))).toBe('Jane');
  });
});
