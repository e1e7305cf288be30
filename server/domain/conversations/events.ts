import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema.ts';

/** Who made a change: shown in the conversation's history. */
export interface Actor {
  type: 'agent' | 'api_key' | 'contact' | 'system';
  agentId: number | null;
  apiKeyId: number | null;
  /** The rule a system change was made by: its history events say so (`data.rule`), e.g. "The rule "VIP" assigned ...". */
  rule?: { id: number; name: string };
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

/**
 * Writes the events in one statement from one JSON parameter: a bulk change of 250 conversations has 250 or more,
 * and as rows of values (eight parameters each) they cost several times more to build, send and parse.
 */
export async function recordEvents(db: Db, actor: Actor, list: NewEvent[], at: Date): Promise<void> {
  if (list.length === 0) return;
  const rows = list.map((e) => ({
    organization_id: e.organizationId,
    conversation_id: e.conversationId,
    type: e.type,
    data: actor.rule ? { ...e.data, rule: actor.rule } : (e.data ?? {}),
  }));
  await db.execute(sql`
    insert into ${events} (organization_id, conversation_id, actor_type, actor_agent_id, actor_api_key_id, type, data, created_at)
    select x.organization_id, x.conversation_id, ${actor.type}, ${actor.agentId}::bigint, ${actor.apiKeyId}::bigint, x.type, x.data, ${at.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(organization_id bigint, conversation_id bigint, type text, data jsonb)`);
}
