import { GREETING_START, QUOTE_HEADER_LINES, SIGN_OFF_WORDS } from '#contract/mail-conventions';

// The part of an email a person wrote in this message: without the quoted thread below it, the signature,
// the sign-off and the greeting. Heuristics of the common clients (Gmail, Outlook, Apple Mail, phones);
// when unsure, text is kept rather than lost.

/** Outlook's quoted header: From: then Sent:/Date: within the next lines. */
const OUTLOOK_FROM = /^\*?From:\*?\s.+/;
const OUTLOOK_NEXT = /^\*?(Sent|Date|To|Subject):\*?\s/;

const SIGNATURE_STARTS: RegExp[] = [
  /^--\s*$/, // the signature delimiter "-- "
  /^(Sent from my|Sent from Mail for|Get Outlook for|Envoyé de mon)\b/i,
];
const SIGN_OFF_START = new RegExp(`^(${SIGN_OFF_WORDS})`, 'i');
/** After it: the name it is said to (capitalised, so no sentence: "Thanks, that worked"), a smiley, punctuation. */
const SIGN_OFF_END = /^(,\s*\p{Lu}[\p{L}'’-]*(\s\p{Lu}[\p{L}'’-]*)?)?[\s,.!]*([:;]-?[)D]|\p{Extended_Pictographic})*[\s.!]*$/u;
/** A sign-off alone on its line ("Thanks,", "Have a great day, Jo :)"). */
function isSignOff(line: string): boolean {
  const start = SIGN_OFF_START.exec(line);
  return start !== null && SIGN_OFF_END.test(line.slice(start[0].length));
}
const GREETING = new RegExp(String.raw`${GREETING_START}\b[^\n]{0,60}[,!:]?\s*$`, 'i');
/** What a name or a job title under a sign-off is not: a postscript, a link, a sentence, a long line. */
const NOT_A_SIGNATURE_LINE = /^(p\.?\s?s\.?\b)|:\/\/|\bwww\.|[.?!]$/i;
/** A sign-off is only taken as one near the end: at most this many short lines may follow it (a name, a title). */
const SIGN_OFF_TAIL = 4;

export function authoredText(text: string): string {
  let lines = text.replace(/\r\n?/g, '\n').split('\n');
  lines = cutAt(lines, (line, i) => {
    const trimmed = line.trim();
    if (QUOTE_HEADER_LINES.some((re) => re.test(trimmed))) return true;
    // "On Tue, 3 Jun 2025 at 10:02, Jane Doe <jane@example.com>" + "wrote:" on the next line (wrapped).
    if (/^On\b/.test(trimmed) && /^\S*.{0,80}\bwrote:\s*$/.test(lines[i + 1]?.trim() ?? '')) return true;
    if (OUTLOOK_FROM.test(trimmed) && lines.slice(i + 1, i + 4).some((l) => OUTLOOK_NEXT.test(l.trim()))) return true;
    return SIGNATURE_STARTS.some((re) => re.test(trimmed));
  });
  lines = lines.filter((line) => !/^\s*>/.test(line));
  lines = dropSignOff(lines);
  const firstText = lines.findIndex((l) => l.trim() !== '');
  if (firstText >= 0 && GREETING.test(lines[firstText]!.trim()) && lines.slice(firstText + 1).some((l) => l.trim() !== '')) {
    lines = lines.slice(firstText + 1);
  }
  return lines
    .join('\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function cutAt(lines: string[], isCut: (line: string, index: number) => boolean): string[] {
  const at = lines.findIndex(isCut);
  return at < 0 ? lines : lines.slice(0, at);
}

function dropSignOff(lines: string[]): string[] {
  const content = lines.map((l, i) => ({ l: l.trim(), i })).filter((x) => x.l !== '');
  for (let k = Math.max(0, content.length - 1 - SIGN_OFF_TAIL); k < content.length; k++) {
    const line = content[k]!;
    // Only when what follows looks like a name or a job title (a few words, no postscript or link), and something
    // besides a greeting was written before it.
    const tail = content.slice(k + 1);
    const signature = tail.every((x) => x.l.length <= 60 && x.l.split(/\s+/).length <= 5 && !NOT_A_SIGNATURE_LINE.test(x.l));
    const before = content.slice(0, k).filter((x, j) => !(j === 0 && GREETING.test(x.l)));
    if (before.length > 0 && isSignOff(line.l) && signature) return lines.slice(0, line.i);
  }
  return lines;
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function clip(text: string, max: number): string {
  const flat = text.trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.search(/\s\S*$/);
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
