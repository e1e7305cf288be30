import MailComposer from 'nodemailer/lib/mail-composer';
import type { AddressJson } from '../../db/schema.ts';

export interface OutgoingMail {
  from: AddressJson;
  to: AddressJson[];
  cc: AddressJson[];
  bcc: AddressJson[];
  subject: string;
  html: string;
  text: string;
  messageId: string;
  inReplyTo: string | null;
  references: string[];
  attachments: { filename: string; contentType: string; content: Buffer }[];
  date: Date;
  /** A rule's auto-reply: marked `Auto-Submitted: auto-replied` (RFC 3834), so other systems do not answer it. */
  autoReplied?: boolean;
}

const address = (a: AddressJson) => ({ name: a.name, address: a.email });

/** The RFC 5322 message (MIME, both HTML and text parts) and its SMTP envelope. Bcc is in the envelope only. */
export async function buildMime(mail: OutgoingMail): Promise<{ raw: Buffer; envelope: { from: string; to: string[] } }> {
  const composer = new MailComposer({
    from: address(mail.from),
    to: mail.to.map(address),
    cc: mail.cc.map(address),
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: mail.messageId,
    date: mail.date,
    ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo } : {}),
    ...(mail.references.length ? { references: mail.references } : {}),
    attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
    headers: { 'Auto-Submitted': mail.autoReplied ? 'auto-replied' : 'no' },
  });
  const raw = await composer.compile().build();
  const recipients = [...mail.to, ...mail.cc, ...mail.bcc].map((a) => a.email);
  return { raw, envelope: { from: mail.from.email, to: [...new Set(recipients)] } };
}
