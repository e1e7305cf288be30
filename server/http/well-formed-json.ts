// A lone UTF-16 surrogate (\ud800 without its pair) is valid in a JSON string but not in UTF-8, so PostgreSQL
// refuses it in json and jsonb (22P02). Text columns would silently get U+FFFD; every field is made to behave the
// same way here, where JSON enters the service.

// Matched on UTF-16 code units (no u flag): a high surrogate not followed by a low one, or a low one alone.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');
// Only a body with a surrogate escape can hold a lone surrogate: UTF-8 decoding of the bytes never yields one.
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F][0-9a-fA-F]{2}/;

export function toWellFormed(text: string): string {
  return text.replace(LONE_SURROGATES, '\ufffd');
}

function wellFormedKeys(value: Record<string, unknown>): Record<string, unknown> {
  if (!Object.keys(value).some((k) => LONE_SURROGATE.test(k))) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [toWellFormed(k), v]));
}

/**
 * The JSON text with every lone surrogate in its strings and keys replaced by U+FFFD, or undefined when nothing
 * needed replacing (or the text is not JSON: the validator reports that).
 */
export function wellFormedJsonText(text: string): string | undefined {
  if (!SURROGATE_ESCAPE.test(text)) return undefined;
  let changed = false;
  let value: unknown;
  try {
    value = JSON.parse(text, (_key, v: unknown) => {
      if (typeof v === 'string') {
        const fixed = toWellFormed(v);
        if (fixed !== v) changed = true;
        return fixed;
      }
      if (v && typeof v === 'object' && !Array.isArray(v)) {
        const fixed = wellFormedKeys(v as Record<string, unknown>);
        if (fixed !== v) changed = true;
        return fixed;
      }
      return v;
    });
  } catch {
    return undefined;
  }
  return changed ? JSON.stringify(value) : undefined;
}
