import { z } from 'zod';

// RFC 5322 address lists as people type and paste them: `a@x.com, "Doe, Jane" <jane@x.com>, Bob <b@y.org>`.
// Shared by the server (compose validation) and the dashboard (inline errors in To/Cc/Bcc), so both agree.

export interface ParsedAddress {
  name: string;
  email: string;
}

export type AddressListResult =
  | { ok: true; addresses: ParsedAddress[] }
  | { ok: false; error: string; invalid: string[] };

const emailSchema = z.email();

export const MAX_RECIPIENTS = 100;
export const MAX_ADDRESS_LENGTH = 254;

/** Splits on commas and semicolons that are outside quotes, angle brackets and comments. */
function splitList(input: string): string[] | undefined {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  let angle = 0;
  let comment = 0;
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]!;
    if (quoted) {
      current += ch;
      if (ch === '\\' && i + 1 < input.length) current += input[++i];
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '<') angle++;
    else if (ch === '>') angle = Math.max(0, angle - 1);
    else if (ch === '(') comment++;
    else if (ch === ')') comment = Math.max(0, comment - 1);
    else if ((ch === ',' || ch === ';') && angle === 0 && comment === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  if (quoted || angle > 0) return undefined;
  parts.push(current);
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}

function unquote(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1').trim();
  }
  return trimmed.replace(/\s+/g, ' ');
}

function parseOne(part: string): ParsedAddress | undefined {
  const withoutComments = part.replace(/\((?:[^()\\]|\\.)*\)/g, ' ').trim();
  const angled = /^(.*)<([^<>]*)>$/s.exec(withoutComments);
  const name = angled ? unquote(angled[1]!) : '';
  const email = (angled ? angled[2]! : withoutComments).trim().toLowerCase();
  // RFC 5321 caps a forward path at 254 characters; longer ones are not deliverable anyway.
  if (email.length > MAX_ADDRESS_LENGTH || !emailSchema.safeParse(email).success) return undefined;
  return { name, email };
}


/** Parses a comma-separated address list; every invalid entry is reported. An empty input gives no addresses. */
export function parseAddressList(input: string, field = 'address list'): AddressListResult {
  const parts = splitList(input);
  if (!parts) return { ok: false, error: `${field} has an unclosed quote or angle bracket`, invalid: [input] };
  const addresses: ParsedAddress[] = [];
  const invalid: string[] = [];
  for (const part of parts) {
    const parsed = parseOne(part);
    if (parsed) addresses.push(parsed);
    else invalid.push(part);
  }
  if (invalid.length) {
    return { ok: false, error: `${field} has an invalid address: ${invalid[0]}`, invalid };
  }
  if (addresses.length > MAX_RECIPIENTS) {
    return { ok: false, error: `${field} has more than ${MAX_RECIPIENTS} addresses`, invalid: [] };
  }
  return { ok: true, addresses };
}
