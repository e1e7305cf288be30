import type { Presence, PresenceBody } from '#contract/presence';
import { api } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';

const presenceSchema = lazySchema(() => import('#contract/presence').then((m) => m.PresenceSchema));

/** A heartbeat: the signed-in agent is viewing or replying to the conversation (for 20 s unless renewed). */
export function sendPresence(body: PresenceBody): Promise<Presence> {
  return api.post('/presence', body, { schema: presenceSchema });
}
