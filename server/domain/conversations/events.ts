import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema.ts';

/** Who made a change: shown in the conversation's history. */
export interface Actor {
  type: 'agent' | 'api_key' | 'contact' | 'system';
  agentId: number | null;
  apiKeyId: number | null;
}

export const SYSTEM_ACTOR: Actor = { type: 'system', agentId: null, apiKeyId: null };

export function actorOf(principal: { agentId: number | null; apiKeyId: number | null }): Actor {
  if (principal.agentId !== null) return { type: 'agent', agentId: principal.agentId, apiKeyId: principal.apiKeyId };
  return { type: 'api_key', agentId: null, apiKeyId: principal.apiKeyId };
}

export interface NewEvent {
  organizationId: number;
  conversationId: number;
  type: string;
  data?: Record<string, unknown>;
}

export async function recordEvents(db: Db, actor: Actor, list: NewEvent[], at: Date): Promise<void> {
  if (list.length === 0) return;
  await db.insert(events).values(
    list.map((e) => ({
      organizationId: e.organizationId,
      conversationId: e.conversationId,
      actorType: actor.type,
      actorAgentId: actor.agentId,
      actorApiKeyId: actor.apiKeyId,
      type: e.type,
      data: e.data ?? {},
      createdAt: at,
    })),
  );
}
