import { z } from 'zod';
import { MessageSchema, type Message, type Timeline } from '#contract/conversations';
import { isApiError } from '../../../../lib/api-client';

// The collision guard's rules on the dashboard side (docs/api.md, "Collision guard"). Pure, so unit tested.

const CollisionSchema = z.object({
  error: z.string(),
  arrived: z.array(MessageSchema),
  latest_message_id: z.number().int().positive(),
});

/** A reply refused because the customer wrote, or a teammate replied, since the agent started writing. */
export type Collision = z.infer<typeof CollisionSchema>;

/** The refusal a send failed with, when it was the collision guard's (a 409 with what arrived). */
export function collisionOf(error: unknown): Collision | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = CollisionSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** The newest message of the thread (0 without one): what the agent has seen. */
export function latestMessageId(timeline: Timeline): number {
  let latest = 0;
  for (const entry of timeline.entries) if (entry.type === 'message' && entry.message.id > latest) latest = entry.message.id;
  return latest;
}

/** A second refusal while the dialog is open adds what arrived meanwhile (each message once, in order). */
export function mergeCollisions(previous: Collision, next: Collision): Collision {
  const byId = new Map<number, Message>();
  for (const message of [...previous.arrived, ...next.arrived]) byId.set(message.id, message);
  return { ...next, arrived: [...byId.values()].sort((a, b) => a.id - b.id) };
}

/** Who wrote it, as the dialog names them. */
export function authorOf(message: Message): string {
  if (message.direction === 'outbound') return message.agent?.name ?? (message.from.name || message.from.email);
  return message.from.name || message.from.email;
}

/** The dialog's title: who wrote while the agent was writing. */
export function collisionTitle(collision: Collision): string {
  const customer = collision.arrived.some((m) => m.direction === 'inbound');
  const teammate = collision.arrived.some((m) => m.direction === 'outbound');
  if (customer && teammate) return 'The customer and a teammate wrote while you were writing';
  if (teammate) return 'A teammate replied while you were writing';
  return 'The customer wrote again while you were writing';
}
