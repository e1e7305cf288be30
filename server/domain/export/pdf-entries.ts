// Drawing of the timeline entries (messages, notes, events) of a conversation PDF.
import type { Message, Note, TimelineEntry } from '#contract/conversations';
import { describeEvent, type EventContext } from '#contract/describe-event';
import { bodyForPdf, humanSize, messageText, oneLine } from './pdf-text.ts';

// One giant email must not turn into hundreds of pages: each body is capped, and so is the sum of them.
const MAX_BODY_CHARS = 20_000;
export const TOTAL_BODY_CHARS = 300_000;
const MIN_BODY_CHARS = 2_000;

export const COLOR = {
  text: '#1f2328',
  muted: '#6b7280',
  rule: '#e5e7eb',
  noteFill: '#fff8db',
  noteBar: '#e0a800',
  warning: '#b45309',
  danger: '#b91c1c',
};
const NOTE_PAD = 8;

type Doc = PDFKit.PDFDocument;

export interface Layout {
  doc: Doc;
  left: number;
  width: number;
  time: (value: string | Date) => string;
  events: EventContext;
  bodyBudget: number;
}

function pageBottom(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > pageBottom(doc)) doc.addPage();
}

function currentPage(doc: Doc): number {
  const range = doc.bufferedPageRange();
  return range.start + range.count - 1;
}

/** A line with text on the left and a muted time on the right (the left part wraps if it must); returns its top. */
function splitLine(l: Layout, left: { text: string; font: string; size: number; color: string }, right: string, indent = 0): number {
  const { doc } = l;
  const timeWidth = 130;
  const leftWidth = l.width - indent - timeWidth - 8;
  doc.font(left.font).fontSize(left.size);
  ensureSpace(doc, doc.heightOfString(left.text, { width: leftWidth }));
  const y = doc.y;
  doc.fillColor(left.color).text(left.text, l.left + indent, y, { width: leftWidth });
  const end = doc.y;
  doc.font('Helvetica').fontSize(8).fillColor(COLOR.muted);
  doc.text(right, l.left + l.width - timeWidth, y + (left.size - 8) / 2, { width: timeWidth, align: 'right', lineBreak: false });
  doc.x = l.left;
  doc.y = end;
  return y;
}

export function rule(l: Layout): void {
  const y = l.doc.y;
  l.doc.moveTo(l.left, y).lineTo(l.left + l.width, y).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
}

function takeBody(l: Layout, raw: string): string {
  const max = Math.min(MAX_BODY_CHARS, Math.max(MIN_BODY_CHARS, l.bodyBudget));
  const body = bodyForPdf(raw, max);
  l.bodyBudget -= body.length;
  return body;
}

function drawBody(l: Layout, body: string, indent = 0): void {
  const { doc } = l;
  const options = { width: l.width - indent * 2, lineGap: 2 };
  if (body === '') {
    doc.font('Helvetica-Oblique').fontSize(10).fillColor(COLOR.muted).text('(no text)', l.left + indent, doc.y, options);
  } else {
    doc.font('Helvetica').fontSize(10).fillColor(COLOR.text).text(body, l.left + indent, doc.y, options);
  }
  doc.x = l.left;
}

function addresses(list: { name: string; email: string }[]): string {
  return list.map((a) => (a.name && a.name !== a.email ? `${a.name} <${a.email}>` : a.email)).join(', ');
}

function messageStatus(l: Layout, m: Message): { text: string; color: string } | null {
  switch (m.status) {
    case 'scheduled':
      return { text: m.send_at ? `Scheduled for ${l.time(m.send_at)}` : 'Scheduled', color: COLOR.warning };
    case 'sending':
      return { text: 'Sending', color: COLOR.warning };
    case 'failed':
      return { text: `Failed${m.failure_reason ? `: ${m.failure_reason}` : ''}`, color: COLOR.danger };
    case 'cancelled':
      return { text: 'Cancelled (not sent)', color: COLOR.muted };
    default:
      return null;
  }
}

function drawMessage(l: Layout, m: Message): void {
  const { doc } = l;
  ensureSpace(doc, 70);
  const author = m.direction === 'inbound' ? 'Customer' : m.agent?.name || m.from.name || 'Agent';
  splitLine(l, { text: oneLine(author), font: 'Helvetica-Bold', size: 10.5, color: COLOR.text }, l.time(m.created));
  doc.y += 1;
  const parts = [`From: ${addresses([m.from])}`, `To: ${addresses(m.to)}`];
  if (m.cc.length > 0) parts.push(`Cc: ${addresses(m.cc)}`);
  doc.font('Helvetica').fontSize(8.5).fillColor(COLOR.muted).text(oneLine(parts.join('   ')), l.left, doc.y, { width: l.width });
  const status = messageStatus(l, m);
  if (status) {
    doc.y += 2;
    doc.font('Helvetica-Bold').fontSize(8.5).fillColor(status.color).text(oneLine(status.text), l.left, doc.y, { width: l.width });
  }
  doc.y += 6;
  drawBody(l, takeBody(l, messageText(m)));
  if (m.attachments.length > 0) {
    const list = m.attachments.map((a) => `${a.name} (${humanSize(a.size)})`).join(', ');
    doc.y += 4;
    doc.font('Helvetica').fontSize(8.5).fillColor(COLOR.muted).text(oneLine(`Attachments: ${list}`), l.left, doc.y, { width: l.width });
  }
}

/** A note sits in a light yellow box with a bar on its left; a note taller than a page keeps only the bar. */
function drawNote(l: Layout, n: Note): void {
  const { doc } = l;
  const body = takeBody(l, n.body);
  const inset = NOTE_PAD + 4;
  const inner = { ...l, left: l.left + inset, width: l.width - inset - NOTE_PAD };
  doc.font('Helvetica').fontSize(10);
  const height = NOTE_PAD * 2 + 16 + doc.heightOfString(body || ' ', { width: inner.width, lineGap: 2 });
  const boxed = height <= pageBottom(doc) - doc.page.margins.top;
  ensureSpace(doc, boxed ? height : 80);
  const startY = doc.y;
  const startPage = currentPage(doc);
  if (boxed) doc.rect(l.left, startY, l.width, height).fill(COLOR.noteFill);
  doc.y = startY + NOTE_PAD;
  const heading = oneLine(`Internal note by ${n.agent?.name ?? 'a former agent'}`);
  splitLine(inner, { text: heading, font: 'Helvetica-Bold', size: 9, color: COLOR.warning }, l.time(n.created));
  doc.y += 4;
  drawBody(inner, body);
  const endPage = currentPage(doc);
  const endY = boxed ? startY + height : doc.y + NOTE_PAD;
  for (let page = startPage; page <= endPage; page++) {
    doc.switchToPage(page);
    const top = page === startPage ? startY : doc.page.margins.top;
    const bottom = page === endPage ? endY : pageBottom(doc);
    doc.rect(l.left, top, 3, bottom - top).fill(COLOR.noteBar);
  }
  doc.x = l.left;
  doc.y = endY;
}

function drawEvent(l: Layout, entry: Extract<TimelineEntry, { type: 'event' }>): void {
  const sentence = oneLine(describeEvent(entry.event, l.events));
  const top = splitLine(l, { text: sentence, font: 'Helvetica', size: 9, color: COLOR.muted }, l.time(entry.event.created), 10);
  l.doc.circle(l.left + 3, top + 4.5, 1.8).fill(COLOR.muted);
}

export function drawEntries(l: Layout, entries: TimelineEntry[], max: number, totalEntries?: number): void {
  const { doc } = l;
  const shown = entries.slice(0, max);
  let previous: TimelineEntry['type'] | null = null;
  for (const entry of shown) {
    // Messages and notes are separated by a rule; runs of events stay compact.
    if (previous !== null) {
      if (entry.type === 'event' && previous === 'event') doc.y += 4;
      else {
        doc.y += 10;
        if (entry.type === 'message' && doc.y + 80 < pageBottom(doc)) rule(l);
        doc.y += 10;
      }
    }
    if (entry.type === 'message') drawMessage(l, entry.message);
    else if (entry.type === 'note') drawNote(l, entry.note);
    else drawEvent(l, entry);
    previous = entry.type;
  }
  if (entries.length === 0) {
    doc.font('Helvetica-Oblique').fontSize(10).fillColor(COLOR.muted).text('This conversation has no messages.', l.left, doc.y);
  }
  const total = Math.max(totalEntries ?? 0, entries.length);
  if (total > shown.length) {
    doc.y += 18;
    ensureSpace(doc, 20);
    rule(l);
    doc.y += 8;
    doc.font('Helvetica-Oblique').fontSize(9).fillColor(COLOR.muted);
    doc.text(`Showing the first ${shown.length} of ${total} entries.`, l.left, doc.y, { width: l.width, align: 'center' });
  }
}
