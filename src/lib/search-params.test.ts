import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { either, lowerCasePattern, oneOf, searchParams, text, wholeNumber } from './search-params';

// The readers stand for the zod fields the pages' addresses were read with (`.optional().catch(undefined)`):
// the same result for every input, zod's being the reference.
const cases: unknown[] = [
  {},
  { q: 'status:closed', order: 'oldest' },
  { q: 42, order: 'sideways' },
  { q: 'x'.repeat(501) },
  { q: '  padded  ' },
  { q: '   ' },
  { n: '' },
  { n: null },
  { n: '3' },
  { n: 3 },
  { n: -1 },
  { n: 2.5 },
  { n: [4] },
  { n: 'new' },
  { n: 1e21 },
  { n: undefined },
  { id: '0B7E5D7A-3F5E-4C53-9A57-2B1F0F6A7C11' },
  { id: 'not-a-uuid' },
  { other: 'dropped' },
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

describe('searchParams', () => {
  it('reads an address as the zod object it replaces does', () => {
    const reference = z.object({
      q: optional(z.string().max(500)),
      t: optional(z.string().trim().min(1).max(5)),
      order: optional(z.enum(['priority', 'oldest'])),
      n: optional(z.coerce.number().int().nonnegative()),
      p: optional(z.union([z.literal('new'), z.coerce.number().int().positive()])),
      id: optional(z.union([z.literal('new-question'), z.string().regex(UUID).transform((v) => v.toLowerCase())])),
    });
    const ours = searchParams({
      q: text({ max: 500 }),
      t: text({ trim: true, min: 1, max: 5 }),
      order: oneOf(['priority', 'oldest']),
      n: wholeNumber({ min: 0 }),
      p: either(oneOf(['new']), wholeNumber({ min: 1 })),
      id: either(oneOf(['new-question']), lowerCasePattern(UUID)),
    });
    for (const input of cases) {
      const spread = input as Record<string, unknown>;
      // Each field fed the same values: q's under every key.
      for (const key of ['q', 't', 'order', 'n', 'p', 'id']) {
        const probe = Object.fromEntries(Object.entries(spread).map(([, value]) => [key, value]));
        expect(ours.parse(probe), `${key} ← ${JSON.stringify(probe)}`).toStrictEqual(reference.parse(probe));
      }
      expect(ours.parse(input)).toStrictEqual(reference.parse(input));
    }
  });
});
