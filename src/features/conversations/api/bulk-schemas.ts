import { z } from 'zod';
import { BulkOperationSchema } from '#contract/conversations';

// Answers of the "every match of the view" endpoints (loaded on demand with zod, see count-matching.ts and
// start-matching.ts).

export const MatchingCountSchema = z.object({ count: z.number().int(), max: z.number().int() });

export const MatchingStartedSchema = z.object({ operation: BulkOperationSchema });
