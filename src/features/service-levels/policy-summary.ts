import type { Channel } from '#contract/channels';
import type { SlaPolicy } from '#contract/sla';
import { formatMinutes } from './duration';

type Targets = Pick<SlaPolicy, 'first_response_minutes' | 'next_response_minutes' | 'resolution_minutes'>;

/** "First response 1 h · Next response 30 min · Resolution 1 d 2 h": the targets a policy has, in the order they come. */
export function describeTargets(policy: Targets): string {
  return [
    policy.first_response_minutes !== null && `First response ${formatMinutes(policy.first_response_minutes)}`,
    policy.next_response_minutes !== null && `Next response ${formatMinutes(policy.next_response_minutes)}`,
    policy.resolution_minutes !== null && `Resolution ${formatMinutes(policy.resolution_minutes)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Which conversations it is for, as lines: "Channels: Support, Billing", "Tags: vip, urgent"; none: any conversation.
 * A channel id the list does not hold (deleted meanwhile) is shown as its number rather than dropped.
 */
export function describeConditions(
  conditions: SlaPolicy['conditions'],
  channels: readonly Pick<Channel, 'id' | 'name' | 'email'>[],
): string[] {
  const lines: string[] = [];
  if (conditions.channel_ids?.length) {
    const names = conditions.channel_ids.map((id) => {
      const channel = channels.find((c) => c.id === id);
      return channel ? channel.name || channel.email : `#${id}`;
    });
    lines.push(`Channels: ${names.join(', ')}`);
  }
  if (conditions.tags?.length) lines.push(`Tags: ${conditions.tags.join(', ')}`);
  return lines.length ? lines : ['Any conversation'];
}
