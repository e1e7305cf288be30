import fc from 'fast-check';
import { toWellFormed } from '../../server/http/well-formed-json.ts';

// The pieces a fuzzed request is put together from: each aspect of it (path, query, credentials, headers,
// body) comes right or broken, and says whether its break alone makes the request invalid.

// A lone surrogate has no UTF-8 form, so no URL can carry it: a client would send U+FFFD's bytes instead.
export const encode = (text: string) => encodeURIComponent(toWellFormed(text));

/** What a break's certainty may depend on: the request as finally put together. */
export interface Sent {
  method: string;
  /** The method of the operation the request was made for (the method break may send another). */
  operationMethod: string;
  headers: [string, string][];
}

/** Whether a break alone makes the request invalid: always, or only for some final requests. */
export type Certainty = boolean | ((sent: Sent) => boolean);

export interface Part<T> {
  value: T;
  certain: Certainty;
  labels: string[];
}

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Breaks of the operation's own rules (its query, its body) say nothing when another method is sent. */
export const forOperation = (sent: Sent) => sent.method === sent.operationMethod;
/** Cross-site request rules apply to state-changing methods only. */
export const forUnsafe = (sent: Sent) => !SAFE_METHODS.has(sent.method.toUpperCase());
export const judge = (certain: Certainty, sent: Sent): boolean => (typeof certain === 'function' ? certain(sent) : certain);
const anyOf =
  (certainties: Certainty[]): Certainty =>
  (sent) =>
    certainties.some((c) => judge(c, sent));

/** One aspect of a request, as a well-behaved client sends it and as a hostile one does. */
export interface Dimension<T> {
  good: fc.Arbitrary<Part<T>>;
  bad: fc.Arbitrary<Part<T>>;
}

export const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
export const JSON_TYPE = /^application\/([a-z.+-]*\+)?json\b/i;
export const part = <T>(value: T, certain: Certainty = false, label?: string): Part<T> => ({
  value,
  certain,
  labels: label ? [`${certain === true ? '!' : certain ? '?' : ''}${label}`] : [],
});
export const joined = <T>(parts: Part<T>[]): Part<T[]> => ({
  value: parts.map((p) => p.value),
  certain: anyOf(parts.map((p) => p.certain)),
  labels: parts.flatMap((p) => p.labels),
});
export const all = <T>(items: fc.Arbitrary<Part<T>>[]): fc.Arbitrary<Part<T[]>> => fc.tuple(...items).map(joined);
export const mixed = <T>(d: Dimension<T>): fc.Arbitrary<Part<T>> => fc.oneof(d.good, d.bad);

/** The segment before a path parameter names its pool of real values (`/conversations/{id}` -> conversations). */
export function poolName(path: string, param: string): string {
  const segments = path.split('/');
  const at = segments.indexOf(`{${param}}`);
  const before = segments[at - 1] ?? '';
  return before.startsWith('{') ? param : before;
}
