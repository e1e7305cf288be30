import { actionStatusOf, type CheckedAction } from '#contract/actions';
import type { Db } from '../../db/client.ts';
import { InputError } from '../errors.ts';
import { organizationTimeZone } from '../organization-settings.ts';
import { resolveSendingAgent } from './outbound-message.ts';
import { parseSnoozeUntil } from './snooze-time.ts';

/**
 * What the contract cannot check about actions: that an agent to assign exists, and that a snooze time is
 * understood and lies after `at` (the send, or now). Refused when the actions are given (a compose, a snippet
 * saved) rather than failing later. `path` names the list in messages (`content.actions`, `actions`).
 */
export async function checkActions(db: Db, organizationId: number, actions: CheckedAction[], at: Date, path = 'content.actions'): Promise<void> {
  for (const [i, action] of actions.entries()) {
    const field = `${path}.${i}.data`;
    if (action.name === 'status') {
      const data = action.data as { status: string; snooze_until?: string };
      if (actionStatusOf(data.status) === 'snoozed') {
        if (!data.snooze_until) throw new InputError(`${field}.snooze_until is required with status snoozed`);
        const parsed = parseSnoozeUntil(data.snooze_until, { now: at, timeZone: await organizationTimeZone(db, organizationId) });
        if (!parsed.ok) throw new InputError(`${field}: ${parsed.error}`);
      } else if (data.snooze_until !== undefined) {
        throw new InputError(`${field}.snooze_until is only used with status snoozed`);
      }
    }
    if (action.name === 'teammates.assign') {
      const data = action.data as { agent_id?: number | null; agent_email?: string };
      if (data.agent_id !== undefined && data.agent_email !== undefined) {
        throw new InputError(`${field}: give agent_id or agent_email, not both`);
      }
      if (data.agent_id === undefined && data.agent_email === undefined) {
        throw new InputError(`${field}: agent_id (null to unassign) or agent_email is required`);
      }
      if (data.agent_id !== null) {
        try {
          await resolveSendingAgent(db, organizationId, { agent_id: data.agent_id, agent_email: data.agent_email });
        } catch (err) {
          if (err instanceof InputError) throw new InputError(`${field}.${err.message}`);
          throw err;
        }
      }
    }
  }
}
