import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import type { AddressJson } from '../../db/schema.ts';
import type { InboundMail } from './receive-mail.ts';

function addresses(field: AddressObject | AddressObject[] | undefined): AddressJson[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((group) =>
    group.value.flatMap((a) => (a.address ? [{ name: a.name ?? '', email: a.address.toLowerCase() }] : [])),
  );
}

function references(parsed: ParsedMail): string[] {
  const refs = parsed.references;
  return (Array.isArray(refs) ? refs : refs ? refs.split(/\s+/) : []).filter(Boolean);
}

/** Parses raw RFC 5322 bytes into what the inbox stores. The sender falls back to the envelope's. */
export async function parseMail(raw: Buffer, envelopeFrom: string | null): Promise<InboundMail> {
  const parsed = await simpleParser(raw, { skipImageLinks: true });
  const from = addresses(parsed.from)[0] ?? { name: '', email: (envelopeFrom ?? 'unknown@invalid').toLowerCase() };
  return {
    messageId: parsed.messageId ?? null,
    inReplyTo: parsed.inReplyTo ?? null,
    references: references(parsed),
    from,
    envelopeFrom: envelopeFrom ? envelopeFrom.toLowerCase() : null,
    to: addresses(parsed.to),
    cc: addresses(parsed.cc),
    subject: parsed.subject ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
    text: parsed.text ?? null,
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename ?? 'attachment',
      contentType: a.contentType ?? 'application/octet-stream',
      content: a.content,
    })),
  };
}
