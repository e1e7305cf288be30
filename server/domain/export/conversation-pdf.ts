import { newPdfDocument } from './pdf-document.ts';
import type { Timeline } from '#contract/conversations';
import { COLOR, drawEntries, rule, TOTAL_BODY_CHARS, type Layout } from './pdf-entries.ts';
import { clip, oneLine, timeFormatter } from './pdf-text.ts';

export interface ConversationPdfInput {
  timeline: Timeline;
  channel: { name: string; email: string };
  organizationName: string;
  /** IANA zone of the organization; every time in the PDF is shown in it. */
  timeZone: string;
  generatedAt: Date;
  maxEntries?: number;
  /** How many entries the conversation has, when `timeline` holds only the first ones. */
  totalEntries?: number;
}

export const DEFAULT_MAX_ENTRIES = 100;
const MARGIN = 56;

/** `conversation-42-refund-for-order-1234.pdf`: ASCII only, safe in a Content-Disposition header. */
export function exportFileName(conversation: { id: number; subject: string }): string {
  let slug = conversation.subject
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length > 60) {
    slug = slug.slice(0, 60);
    // Cut at a word boundary when that keeps most of it.
    const lastDash = slug.lastIndexOf('-');
    if (lastDash >= 40) slug = slug.slice(0, lastDash);
    slug = slug.replace(/-+$/, '');
  }
  return `conversation-${conversation.id}${slug ? `-${slug}` : ''}.pdf`;
}

function drawHeader(l: Layout, input: ConversationPdfInput): void {
  const { doc } = l;
  const { conversation } = input.timeline;
  doc.font('Helvetica').fontSize(8).fillColor(COLOR.muted);
  doc.text(`${clip(oneLine(input.organizationName), 50)} \u00b7 Conversation #${conversation.id}`, l.left, MARGIN, { width: l.width / 2, lineBreak: false });
  doc.text(`Exported ${l.time(input.generatedAt)}`, l.left + l.width / 2, MARGIN, { width: l.width / 2, align: 'right', lineBreak: false });
  doc.x = l.left;
  doc.y = MARGIN + 20;
  doc.font('Helvetica-Bold').fontSize(18).fillColor(COLOR.text);
  doc.text(oneLine(conversation.subject) || '(no subject)', { width: l.width });
  doc.moveDown(0.5);

  const contact = conversation.contact;
  const status =
    conversation.status === 'snoozed' && conversation.snooze_until
      ? `Snoozed until ${l.time(conversation.snooze_until)}`
      : conversation.status.charAt(0).toUpperCase() + conversation.status.slice(1);
  const rows: [string, string][] = [
    ['Contact', contact.email ? `${contact.name} <${contact.email}>` : contact.name],
    ['Channel', `${input.channel.name} <${input.channel.email}>`],
    ['Status', status],
    ['Assignee', conversation.assignee?.name ?? 'Unassigned'],
    ['Tags', conversation.tags.length > 0 ? conversation.tags.join(', ') : 'None'],
    ['Created', l.time(conversation.created)],
  ];
  const labelWidth = 70;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(9).fillColor(COLOR.muted).text(label, l.left, y + 1, { width: labelWidth, lineBreak: false });
    doc.font('Helvetica').fontSize(10).fillColor(COLOR.text);
    doc.text(oneLine(value), l.left + labelWidth, y, { width: l.width - labelWidth });
    doc.y += 3;
  }
  doc.x = l.left;
  doc.moveDown(0.5);
  rule(l);
  doc.y += 14;
}

function drawFooters(l: Layout, label: string): void {
  const { doc } = l;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would otherwise add a page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 22;
    doc.moveTo(l.left, y - 8).lineTo(l.left + l.width, y - 8).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
    doc.font('Helvetica').fontSize(8).fillColor(COLOR.muted);
    doc.text(clip(label, 100), l.left, y, { width: l.width * 0.75, lineBreak: false });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, l.left + l.width * 0.75, y, { width: l.width * 0.25, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}

function agentNames(timeline: Timeline): Map<number, string> {
  const names = new Map<number, string>();
  const add = (agent: { id: number; name: string } | null | undefined) => agent && names.set(agent.id, agent.name);
  add(timeline.conversation.assignee);
  for (const entry of timeline.entries) {
    if (entry.type === 'message') add(entry.message.agent);
    else if (entry.type === 'note') add(entry.note.agent);
    else add(entry.event.actor.agent);
  }
  return names;
}

/** The conversation as an A4 PDF: header, then its first `maxEntries` timeline entries, page numbers in the footer. */
export async function renderConversationPdf(input: ConversationPdfInput): Promise<Buffer> {
  const { conversation } = input.timeline;
  const subject = conversation.subject.replace(/[\p{Cc}\p{Cf}]/gu, ' ').trim() || '(no subject)';
  const doc = await newPdfDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 10, left: MARGIN, right: MARGIN },
    bufferPages: true,
    displayTitle: true,
    lang: 'en',
    info: { Title: subject, Author: input.organizationName, Creator: 'Support Inbox', CreationDate: input.generatedAt },
  });
  const time = timeFormatter(input.timeZone);
  const names = agentNames(input.timeline);
  const layout: Layout = {
    doc,
    left: MARGIN,
    width: doc.page.width - MARGIN * 2,
    time,
    events: { contactName: conversation.contact.name, agentName: (id) => names.get(id), formatTime: time },
    bodyBudget: TOTAL_BODY_CHARS,
  };
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      drawHeader(layout, input);
      drawEntries(layout, input.timeline.entries, input.maxEntries ?? DEFAULT_MAX_ENTRIES, input.totalEntries);
      drawFooters(layout, oneLine(`${input.organizationName} \u00b7 Conversation #${conversation.id}: ${conversation.subject}`));
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
