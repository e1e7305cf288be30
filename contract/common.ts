import { z } from 'zod';

/** Every error response of the API: one field, a message a person can act on. */
export const ErrorSchema = z
  .object({ error: z.string().meta({ example: 'limit must be an integer between 1 and 99' }) })
  .meta({ id: 'Error' });
export type ApiErrorBody = z.infer<typeof ErrorSchema>;

export const IdSchema = z.number().int().positive().meta({ format: 'int64', example: 42 });
export const DateTimeSchema = z.string().meta({ format: 'date-time', example: '2026-11-21T09:30:00.000Z' });

/**
 * A pattern for text the server trims before checking it: `regex` checks the trimmed text, `published` (for the OpenAPI
 * document, through `.meta({ pattern })`) is what the text as sent must match, since a client validates before the
 * server trims. Both say the same when `core` matches no text that begins or ends with white space: ECMA-262's `\s`
 * is exactly the white space and line terminators String.prototype.trim removes. No flags: a client compiles the
 * published pattern alone, so case-insensitivity is spelled out (`[a-zA-Z]`).
 */
export function trimmedPattern(core: string) {
  return { regex: new RegExp(`^(?:${core})$`), published: `^\\s*(?:${core})\\s*$` };
}

/** A positive int64 id in a path, as text: anything else is a 400, not a 404. */
export const PathIdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,14}$/, 'must be a positive integer')
  .transform(Number)
  .meta({ param: { in: 'path' }, example: '42' });

/** Query booleans accept true/false (and 1/0); anything else is rejected rather than read as false. */
export const QueryBooleanSchema = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

/** An integer query parameter within bounds, with one clear message for every way of missing them. */
export function queryInt(name: string, min: number, max: number, fallback: number) {
  const message = `${name} must be an integer between ${min} and ${max}`;
  return z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = /^-?[0-9]+$/.test(v.trim()) ? Number(v) : Number.NaN;
      if (!Number.isSafeInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    })
    .meta({ description: `${min}..${max}, default ${fallback}`, example: String(fallback) });
}

/** The `cursor` query parameter of a list's pages; `sameAs` names what the next page must be asked with. */
export function pageCursor(sameAs: string) {
  return z
    .string()
    .max(1000, 'cursor is invalid')
    .optional()
    .meta({ description: `The \`cursor\` of the previous page, asked with the same ${sameAs}; absent for the first page.` });
}

/**
 * A string field's type error: missing, "<field> is required"; another type (a number, an array), "<field> must be a
 * string". Its checks (too long, empty) keep messages of their own: as the schema's one error string, "is required"
 * answered a password of 100,000 characters too.
 */
export const stringError = (field: string) => (issue: { code?: string; input?: unknown }) =>
  issue.code === 'invalid_type' ? (issue.input === undefined ? `${field} is required` : `${field} must be a string`) : undefined;
