import type { Hook } from '@hono/zod-openapi';
import type { z } from 'zod';
import type { AppEnv } from './app-env.ts';

/** One readable sentence for the first problem zod found, naming the field. */
export function describeZodError(error: { issues: readonly z.core.$ZodIssue[] }): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid input';
  const field = issue.path.map(String).join('.');
  if (!field) {
    if (issue.code === 'invalid_type') return 'the request body must be a JSON object';
    return issue.message;
  }
  if (issue.message.startsWith(field)) return issue.message;
  // A message that names the element itself ("days[1] (mon 11:00–13:00) overlaps ...") needs no path before it.
  if (issue.message.startsWith(`${String(issue.path[0])}[`)) return issue.message;
  // "status must be ..." on actions.2.data.status reads "actions.2.data.status must be ...".
  const last = String(issue.path.at(-1));
  if (issue.path.length > 1 && issue.message.startsWith(`${last} `)) return `${issue.path.slice(0, -1).map(String).join('.')}.${issue.message}`;
  // Messages written as a predicate ("must be ...") read best after the field's name.
  if (/^(must|is|should) /.test(issue.message)) return `${field} ${issue.message}`;
  if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) return `${field} is required`;
  if (issue.code === 'unrecognized_keys') return issue.message;
  return `${field}: ${issue.message}`;
}

// Every validation failure of a declared route becomes a 400 with { error } (never a 422).
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (!result.success) return c.json({ error: describeZodError(result.error) }, 400);
  return undefined;
};
