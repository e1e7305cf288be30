import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type * as MailParser from 'mailparser';
import type { AddressObject, ParsedMail } from 'mailparser';
import type { AddressJson } from '../../db/schema.ts';
import { addressHeaderBytes, MAX_ADDRESS_HEADER_BYTES } from './address-headers.ts';
import type { InboundMail } from './receive-mail.ts';

// mailparser's types promise strings it does not always give: a part with an empty `Content-Type:` header has
// `contentType: false`. Anything but a string reads as absent.
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function addresses(field: AddressObject | AddressObject[] | undefined): AddressJson[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((group) =>
    group.value.flatMap((a) => (typeof a.address === 'string' && a.address ? [{ name: text(a.name) ?? '', email: a.address.toLowerCase() }] : [])),
  );
}

function references(parsed: ParsedMail): string[] {
  const refs = parsed.references;
  return (Array.isArray(refs) ? refs : typeof refs === 'string' ? refs.split(/\s+/) : []).filter((r): r is string => typeof r === 'string' && r !== '');
}

// mailparser works through what it is given in one go: a large message written at once kept the event loop (the
// API, the other SMTP sessions) busy for seconds. It is fed in pieces, with a turn of the loop between them.
const PIECE_BYTES = 64 * 1024;
async function* pieces(raw: Buffer) {
  for (let at = 0; at < raw.length; at += PIECE_BYTES) {
    yield raw.subarray(at, at + PIECE_BYTES);
    await setImmediate();
  }
}

/**
 * The subject a mail program writes in front of an out-of-office reply (Outlook's in a few languages, older
 * clients' "Out of Office:"), for the programs that mark it with no header. Only the forms a program writes, at
 * the start and with their colon: a person asks about "Out of office hours support" or "Auto reply settings".
 */
const AUTOMATIC_REPLY_SUBJECT =
  /^(automatic reply|out of office( reply| autoreply)?|abwesenheitsnotiz|réponse automatique|respuesta automática|risposta automatica|automatisch antwoord|resposta automática)\s*:/;

/**
 * What marks the mail as written by a machine, in the terms of RFC 3834 and common practice: an Auto-Submitted
 * header other than `no`, `Precedence: bulk | list | junk`, a mailing list's List-Id or List-Unsubscribe, an
 * X-Autoreply, a null envelope sender (a bounce), or an out-of-office reply's subject. Undefined for a person's
 * mail. Auto-replies never answer it.
 */
export function automatedReason(headers: Map<string, unknown>, envelopeFrom: string | null): string | undefined {
  const value = (name: string) => {
    const v = headers.get(name);
    return typeof v === 'string' ? v.trim().toLowerCase() : v === undefined ? undefined : String(v).toLowerCase();
  };
  const submitted = value('auto-submitted')?.split(';')[0]?.trim();
  if (submitted && submitted !== 'no') return `Auto-Submitted: ${submitted.slice(0, 40)}`;
  const precedence = value('precedence');
  if (precedence && ['bulk', 'list', 'junk'].includes(precedence)) return `Precedence: ${precedence}`;
  // mailparser gathers the List-* headers under `list` ({id, unsubscribe, ...}).
  const list = headers.get('list');
  if (list && typeof list === 'object') {
    if ('id' in list) return 'List-Id';
    if ('unsubscribe' in list) return 'List-Unsubscribe';
  }
  if (value('x-autoreply') === 'yes' || headers.has('x-autorespond')) return 'X-Autoreply';
  if (envelopeFrom === '') return 'null envelope sender (a bounce)';
  const automaticReply = AUTOMATIC_REPLY_SUBJECT.exec(value('subject') ?? '');
  if (automaticReply) return `Subject: ${automaticReply[1]}`;
  return undefined;
}

/** Mail refused before it is parsed, with the text of the SMTP reply (a permanent 554). */
export class UnparseableMail extends Error {}

/**
 * Parses raw RFC 5322 bytes into what the inbox stores. The sender falls back to the envelope's. Only what is
 * stored is computed: no text made from HTML (receiveMail does that, bounded), no HTML made from text.
 */
/**
 * A mail whose lines end in a bare CR (old Mac line ends; SMTP asks for CRLF), with CRLF instead: read as it is,
 * its header would be one line, and its sender, subject and text lost. Told by its head: CRs and no LF at all.
 */
function withLineFeeds(raw: Buffer): Buffer {
  const head = raw.subarray(0, 8192).toString('latin1');
  if (head.includes('\n') || !head.includes('\r')) return raw;
  return Buffer.from(raw.toString('latin1').replace(/\r(?!\n)/g, '\r\n'), 'latin1');
}

/**
 * mailparser, loaded when the SMTP listener starts (which awaits it, so that a load failure stops the start rather
 * than bouncing mail), not with the server: it holds about 5 MB of heap that a server without the listener need not.
 * Node keeps the module once loaded: later calls do not load it again.
 */
export const loadMailParser = (): Promise<typeof MailParser> => import('mailparser');

export async function parseMail(sent: Buffer, envelopeFrom: string | null): Promise<InboundMail> {
  const raw = withLineFeeds(sent);
  if (addressHeaderBytes(raw) > MAX_ADDRESS_HEADER_BYTES) {
    throw new UnparseableMail(`5.6.0 Address headers (From, To, Cc ...) add up to more than ${MAX_ADDRESS_HEADER_BYTES / 1024} kB`);
  }
  const { simpleParser } = await loadMailParser();
  const parsed = await simpleParser(raw.length > PIECE_BYTES ? Readable.from(pieces(raw)) : raw, {
    skipImageLinks: true,
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipTextLinks: true,
  });
  const from = addresses(parsed.from)[0] ?? { name: '', email: (envelopeFrom ?? 'unknown@invalid').toLowerCase() };
  return {
    messageId: text(parsed.messageId) ?? null,
    inReplyTo: text(parsed.inReplyTo) ?? null,
    references: references(parsed),
    from,
    envelopeFrom: envelopeFrom ? envelopeFrom.toLowerCase() : null,
    automated: automatedReason(parsed.headers, envelopeFrom) ?? null,
    to: addresses(parsed.to),
    cc: addresses(parsed.cc),
    subject: text(parsed.subject) ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
    text: text(parsed.text) ?? null,
    attachments: parsed.attachments.map((a) => ({
      filename: text(a.filename) || 'attachment',
      contentType: text(a.contentType) || 'application/octet-stream',
      content: a.content,
    })),
  };
}
