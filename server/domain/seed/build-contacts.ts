import { chance, pick, randomInt, randomUuid, type Random } from './random.ts';
import { COMPANY_DOMAINS, FIRST_NAMES, LAST_NAMES, WEBMAIL_DOMAINS } from './vocabulary.ts';

// Customers as plain data: mostly trusted contacts with an email address, some anonymous chat visitors.

export interface ContactDraft {
  name: string;
  /** Lower-case; null for a visitor who gave none. */
  email: string | null;
  /** Null for trusted contacts, a browser session id for chat visitors. */
  sessionUuid: string | null;
}

const VISITOR_SHARE = 0.15;

/** "Zoë O'Brien" -> "zoeobrien": what a name becomes in a mailbox name. */
function mailboxPart(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

function emailFor(random: Random, first: string, last: string): string {
  const f = mailboxPart(first);
  const l = mailboxPart(last);
  const company = chance(random, 0.3);
  const domain = company ? pick(random, COMPANY_DOMAINS) : pick(random, WEBMAIL_DOMAINS);
  const local = company
    ? pick(random, [`${f}.${l}`, `${f}`, `${f[0]}${l}`, `${f}.${l[0]}`])
    : pick(random, [
        `${f}.${l}`,
        `${f}${l}`,
        `${f[0]}${l}`,
        `${f}_${l}`,
        `${f}.${l}${randomInt(random, 1, 99)}`,
        `${f}${randomInt(random, 1965, 2004)}`,
      ]);
  return `${local}@${domain}`;
}

/**
 * `count` contacts; trusted emails are unique among themselves and avoid `takenEmails` (lower-case), the
 * addresses the organization already has, so inserting them creates new people.
 */
export function buildContactDrafts(random: Random, count: number, takenEmails: ReadonlySet<string> = new Set()): ContactDraft[] {
  const used = new Set<string>();
  const drafts: ContactDraft[] = [];
  for (let i = 0; i < count; i++) {
    const first = pick(random, FIRST_NAMES);
    const last = pick(random, LAST_NAMES);
    if (chance(random, VISITOR_SHARE)) {
      // Unverified: a visitor can type any address, so it is not unique and not trusted.
      const email = chance(random, 0.5) ? emailFor(random, first, last) : null;
      drafts.push({ name: `Visitor ${randomInt(random, 1000, 9999)}`, email, sessionUuid: randomUuid(random) });
      continue;
    }
    let email = emailFor(random, first, last);
    while (used.has(email) || takenEmails.has(email)) {
      const at = email.indexOf('@');
      email = `${email.slice(0, at)}${randomInt(random, 0, 9)}${email.slice(at)}`;
    }
    used.add(email);
    drafts.push({ name: `${first} ${last}`, email, sessionUuid: null });
  }
  return drafts;
}
