// A lone UTF-16 surrogate (\ud800 without its pair) is valid in a JSON string but not in UTF-8, so PostgreSQL
// refuses it in json and jsonb (22P02). Text columns would silently get U+FFFD; every field is made to behave the
// same way here, where JSON enters the service.

// Matched on UTF-16 code units (no u flag): a high surrogate not followed by a low one, or a low one alone.
const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// Only a body with a surrogate escape can hold a lone surrogate: UTF-8 decoding of the bytes never yields one.
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F][0-9a-fA-F]{2}/;
// Every escape of a JSON string, left to right: `\\` is consumed whole, so the `\u` of `\\ud800` (a backslash
// and the letters "ud800") is never taken for an escape.
const ESCAPES = /\\(?:u([0-9a-fA-F]{4})|[^])/g;

export function toWellFormed(text: string): string {
  return text.replace(LONE_SURROGATES, '\ufffd');
}

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * The JSON text with every lone surrogate escape in its strings and keys replaced by `\ufffd`, or undefined when
 * nothing needed replacing. Done on the text, not on a parsed value: parsing with a reviver and writing the value
 * back both recurse, and a body nested a few thousand levels deep would overflow the stack (a 500).
 */
export function wellFormedJsonText(text: string): string | undefined {
  if (!SURROGATE_ESCAPE.test(text)) return undefined;
  const escapes = [...text.matchAll(ESCAPES)].filter((m) => m[1] !== undefined);
  const lone: number[] = [];
  for (let i = 0; i < escapes.length; i++) {
    const code = parseInt(escapes[i]![1]!, 16);
    if (isHigh(code)) {
      const next = escapes[i + 1];
      // A pair is a high escape immediately followed by a low one.
      if (next && next.index === escapes[i]!.index + 6 && isLow(parseInt(next[1]!, 16))) i++;
      else lone.push(escapes[i]!.index);
    } else if (isLow(code)) lone.push(escapes[i]!.index);
  }
  if (!lone.length) return undefined;
  const parts: string[] = [];
  let from = 0;
  for (const at of lone) {
    parts.push(text.slice(from, at), '\\ufffd');
    from = at + 6;
  }
  parts.push(text.slice(from));
  return parts.join('');
}
