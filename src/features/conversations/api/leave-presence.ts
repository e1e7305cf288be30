import { CSRF_HEADER } from '../../../lib/contract-constants';
import { apiUrl } from '../../../lib/api-client';

/**
 * The signed-in agent left the conversation: the others see it at once rather than when the last heartbeat
 * runs out. `keepalive`, so the request still goes out while the page is being closed or left. Best effort:
 * a failure only means the presence runs out by itself within seconds.
 */
export async function leavePresence(conversationId: number): Promise<void> {
  try {
    await fetch(apiUrl(`/presence/${conversationId}`), {
      method: 'DELETE',
      credentials: 'same-origin',
      keepalive: true,
      headers: { [CSRF_HEADER]: '1' },
    });
  } catch {
    // Offline or the page is gone: the heartbeat's expiry takes the presence off.
  }
}
