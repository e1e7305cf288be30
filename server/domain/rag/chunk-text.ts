// Splits a help article into passages for retrieval: by headings and paragraphs, packed up to a size that
// holds one answer, with the end of the previous passage repeated at the start of the next (so a sentence
// that needs its predecessor still reads), and each passage under its section heading.

export const PASSAGE_MAX = 1000;
/** A passage smaller than this takes the next section too, rather than standing alone. */
const PASSAGE_MIN = 200;
const OVERLAP_MAX = 200;

interface Section {
  heading: string;
  paragraphs: string[];
}

const MARKDOWN_HEADING = /^#{1,6}\s+(.+?)\s*#*\s*$/;
const UNDERLINE = /^(=+|-+)\s*$/;

export function chunkText(content: string): string[] {
  const sections = toSections(content);
  const passages: string[] = [];
  let heading = ''; // of the passage being built
  let current: string[] = [];
  let pending = ''; // headings with nothing under them yet ("Billing" above "## Refunds")
  const size = (extra: string[] = []) => [heading, ...current, ...extra].filter(Boolean).join('\n\n').length;
  const flush = () => {
    if (current.length) passages.push([heading, ...current].filter(Boolean).join('\n\n'));
    current = [];
  };
  for (const section of sections) {
    if (current.length && size() >= PASSAGE_MIN) flush();
    const sectionHeading = [pending, section.heading].filter(Boolean).join(' / ');
    if (!section.paragraphs.length) {
      if (current.length) current.push(section.heading);
      else pending = sectionHeading;
      continue;
    }
    pending = '';
    if (!current.length) heading = sectionHeading;
    else if (sectionHeading) current.push(sectionHeading); // a small section joins the passage with its heading
    for (const piece of section.paragraphs.flatMap((p) => splitLong(p, PASSAGE_MAX))) {
      if (current.length && size([piece]) > PASSAGE_MAX) {
        const overlap = tailSentences(current[current.length - 1]!, OVERLAP_MAX);
        flush();
        heading = sectionHeading;
        if (overlap && size([overlap, piece]) <= PASSAGE_MAX) current.push(overlap);
      }
      current.push(piece);
    }
  }
  flush();
  // Only headings (an outline) still say something.
  if (!passages.length && pending) passages.push(pending);
  return passages;
}

function toSections(content: string): Section[] {
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  const sections: Section[] = [{ heading: '', paragraphs: [] }];
  let paragraph: string[] = [];
  const endParagraph = () => {
    const text = paragraph.join('\n').trim();
    if (text) sections[sections.length - 1]!.paragraphs.push(text);
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1] ?? '';
    const markdown = MARKDOWN_HEADING.exec(line.trim());
    const underlined = line.trim() !== '' && paragraph.length === 0 && UNDERLINE.test(next.trim()) && next.trim().length >= 3;
    // A short line standing alone between blank lines, without closing punctuation, reads as a heading.
    const standalone =
      paragraph.length === 0 && line.trim().length > 0 && line.trim().length <= 80 && next.trim() === '' &&
      (lines[i - 1] ?? '').trim() === '' && !/[.!?:;,]$/.test(line.trim()) && !/^([-*+]|\d+[.)])\s/.test(line.trim());
    if (markdown || underlined || standalone) {
      endParagraph();
      sections.push({ heading: (markdown ? markdown[1]! : line).trim(), paragraphs: [] });
      if (underlined) i++;
    } else if (line.trim() === '') endParagraph();
    else paragraph.push(line);
  }
  endParagraph();
  return sections.filter((s) => s.heading || s.paragraphs.length);
}

/** A paragraph longer than max, as sentences packed up to max; a sentence longer than max, cut at spaces. */
function splitLong(paragraph: string, max: number): string[] {
  if (paragraph.length <= max) return [paragraph];
  const sentences = paragraph.match(/[^.!?]+(?:[.!?]+["')\]]*\s*|$)/g) ?? [paragraph];
  const pieces: string[] = [];
  let current = '';
  for (const sentence of sentences.flatMap((s) => cutWords(s.trim(), max))) {
    if (current && current.length + 1 + sentence.length > max) {
      pieces.push(current);
      current = '';
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) pieces.push(current);
  return pieces;
}

function cutWords(text: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const space = rest.lastIndexOf(' ', max);
    const at = space > max / 2 ? space : max;
    pieces.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** The last whole sentences of a paragraph, up to max characters (none if even the last one is longer). */
function tailSentences(paragraph: string, max: number): string {
  const sentences = paragraph.match(/[^.!?]+(?:[.!?]+["')\]]*\s*|$)/g) ?? [];
  let tail = '';
  for (let i = sentences.length - 1; i >= 0; i--) {
    const next = `${sentences[i]!.trim()} ${tail}`.trim();
    if (next.length > max) break;
    tail = next;
  }
  return tail === paragraph.trim() ? '' : tail;
}
