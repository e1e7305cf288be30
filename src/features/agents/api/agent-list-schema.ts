import { z } from 'zod';
import { AgentSchema } from '#contract/agents';

/** GET /agents answers a list (loaded on demand with zod, see get-agents.ts). */
export const AgentListSchema = z.array(AgentSchema);
