import { ChangeEventSchema } from '#contract/events';
import { PresenceListSchema } from '#contract/presence';
import type { StreamDecoder } from './event-stream-client';

/** The change stream's messages read with the contract's schemas (what does not match is dropped). */
export const streamDecoder: StreamDecoder = {
  change: (data) => {
    const parsed = ChangeEventSchema.safeParse(data);
    return parsed.success ? parsed.data : undefined;
  },
  presence: (data) => {
    const parsed = PresenceListSchema.safeParse(data);
    return parsed.success ? parsed.data.presence : undefined;
  },
};
