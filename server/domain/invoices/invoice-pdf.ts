import { newPdfDocument } from '../export/pdf-document.ts';
import { clip, oneLine, timeFormatter, toWinAnsi } from '../export/pdf-text.ts';
import { formatMoney } from './currency.ts';

export interface InvoicePdfInput {
  publicId: string;
  reference: string;
  organizationName: string;
  planName: string;
  members: number;
  amount: number;
  currency: string;
  paidAt: Date;
  /** IANA zone of the organization: the invoice's date is the one it saw. */
  timeZone: string;
}

const MARGIN = 56;
const COLOR = { text: '#111827', muted: '#6b7280', rule: '#d1d5db' };
const ISSUER = 'Support Inbox';

/** `invoice-ACME-2026-01.pdf`: the reference in safe ASCII, or the id when nothing of it is left. */
export function invoiceFileName(invoice: { publicId: string; reference: string }): string {
  const safe = invoice.reference.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '').slice(0, 80);
  return `invoice-${safe || invoice.publicId}.pdf`;
}

function dateIn(timeZone: string, date: Date): string {
  try {
    return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  }
}

const drawable = (text: string) => toWinAnsi(text) === text;

/** An A4 invoice: issuer, customer, the subscription line (seats x price per seat) and the total paid. */
export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const money = (amount: number) => formatMoney(amount, input.currency, drawable);
  // The unit price is only shown when the amount is an exact number of seats at one price.
  const unit = input.members > 0 && input.amount % input.members === 0 ? money(input.amount / input.members) : 'prorated';
  const organization = clip(oneLine(input.organizationName), 80);
  const reference = clip(oneLine(input.reference), 64);
  const doc = await newPdfDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    displayTitle: true,
    lang: 'en',
    info: { Title: `Invoice ${reference}`, Author: ISSUER, Subject: organization, Creator: ISSUER, CreationDate: input.paidAt },
  });
  const left = MARGIN;
  const width = doc.page.width - MARGIN * 2;
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      doc.font('Helvetica-Bold').fontSize(22).fillColor(COLOR.text).text('Invoice', left, MARGIN, { width: width / 2, lineBreak: false });
      doc.font('Helvetica-Bold').fontSize(12).text('PAID', left + width / 2, MARGIN + 6, { width: width / 2, align: 'right', lineBreak: false });
      doc.font('Helvetica').fontSize(10).fillColor(COLOR.muted).text(ISSUER, left, MARGIN + 30, { width });
      doc.y = MARGIN + 64;

      const rows: [string, string][] = [
        ['Billed to', organization],
        ['Invoice', input.publicId],
        ['Reference', reference],
        ['Date', dateIn(input.timeZone, input.paidAt)],
        ['Paid', timeFormatter(input.timeZone)(input.paidAt)],
      ];
      for (const [label, value] of rows) {
        const y = doc.y;
        doc.font('Helvetica').fontSize(9).fillColor(COLOR.muted).text(label, left, y + 1, { width: 90, lineBreak: false });
        doc.font('Helvetica').fontSize(11).fillColor(COLOR.text).text(value, left + 90, y, { width: width - 90 });
        doc.y += 4;
      }

      // The line: description | seats | unit price | amount.
      const cols = [left, left + width * 0.5, left + width * 0.65, left + width * 0.82];
      const colWidth = [width * 0.5, width * 0.15, width * 0.17, width * 0.18];
      const row = (cells: string[], font: string, color: string) => {
        const y = doc.y;
        doc.font(font).fontSize(10).fillColor(color);
        cells.forEach((cell, i) => doc.text(cell, cols[i]!, y, { width: colWidth[i]!, align: i === 0 ? 'left' : 'right', lineBreak: i === 0 }));
        doc.y = Math.max(doc.y, y + 14) + 6;
      };
      doc.y += 24;
      row(['Description', 'Seats', 'Price per seat', 'Amount'], 'Helvetica-Bold', COLOR.muted);
      doc.moveTo(left, doc.y - 3).lineTo(left + width, doc.y - 3).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
      row([`${clip(oneLine(input.planName), 60)} plan, monthly subscription`, String(input.members), unit, money(input.amount)], 'Helvetica', COLOR.text);
      doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
      doc.y += 10;
      row(['Total paid', '', '', money(input.amount)], 'Helvetica-Bold', COLOR.text);

      doc.y += 24;
      doc.font('Helvetica').fontSize(9).fillColor(COLOR.muted);
      doc.text(`Amounts in ${input.currency}. Paid in full: nothing is due.`, left, doc.y, { width });
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
