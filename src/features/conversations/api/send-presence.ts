import { PresenceSchema, type Presence, type PresenceBody } from '../../../../contract/presence';
import { api } from '../../../lib/api-client';

/** A heartbeat: the signed-in agent is viewing or replying to the conversation (for 20 s unless renewed). */
export function sendPresence(body: PresenceBody): Promise<Presence> {
  return api.post('/presence', body, { schema: PresenceSchema });
}
