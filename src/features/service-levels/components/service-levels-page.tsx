import type { Channel } from '#contract/channels';
import { BusinessHoursSection } from './business-hours-section';
import { SlaPoliciesSection } from './sla-policies-section';

/** Business hours above the policies that count them (owners and admins: the route's frame shows this to no one else). */
export function ServiceLevelsPage({ channels }: { channels: readonly Channel[] }) {
  return (
    <div className="space-y-8">
      <BusinessHoursSection />
      <SlaPoliciesSection channels={channels} />
    </div>
  );
}
