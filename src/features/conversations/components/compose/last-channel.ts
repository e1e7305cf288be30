import type { Channel } from '#contract/channels';
import type { DraftOwner } from '../../drafts';

// The compose drawer's "From" starts on the channel the agent sent from last (kept in this browser, per
// organization and agent), else on the organization's main address: the first channel the API lists.

type ChannelStorage = Pick<Storage, 'getItem' | 'setItem'>;

const PREFIX = 'support-inbox:last-channel:';

export function lastChannelKey(owner: DraftOwner): string {
  return `${PREFIX}${owner.organizationId}:${owner.agentId}`;
}

export function createLastChannelStore(storage: ChannelStorage | null) {
  return {
    read(owner: DraftOwner): number | undefined {
      try {
        const value = Number(storage?.getItem(lastChannelKey(owner)));
        return Number.isSafeInteger(value) && value > 0 ? value : undefined;
      } catch {
        return undefined;
      }
    },
    remember(owner: DraftOwner, channelId: number): void {
      try {
        storage?.setItem(lastChannelKey(owner), String(channelId));
      } catch {
        // Storage refused (full, or disabled by policy): the next message starts on the main address.
      }
    },
  };
}

/**
 * The channel to start from: the remembered one while it still exists and is active, else the first active one
 * (the main address, unless it was disabled). A disabled channel cannot send.
 */
export function defaultChannelId(channels: readonly Channel[], remembered: number | undefined): number | undefined {
  const active = channels.filter((c) => c.active);
  if (remembered !== undefined && active.some((c) => c.id === remembered)) return remembered;
  return active[0]?.id;
}

function browserStorage(): ChannelStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const lastChannel = createLastChannelStore(browserStorage());
