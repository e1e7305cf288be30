import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { contactChannel } from '../domain/knowledge/contact-channel.ts';
import { receiveMail } from '../mail/inbound/receive-mail.ts';
import { articleBySlug } from './site-data.ts';

// "Still need help?": the help site's contact form. A visitor's message becomes a conversation in the inbox from
// that visitor, on the organization's contact channel, through the same code that files a received mail (the
// suppression list, the contact, the events and webhooks of a new conversation), with an event saying it came
// from the help center and from which article.

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 10_000 } as const;

export type ContactField = 'name' | 'email' | 'subject' | 'message';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The slug of the article the visitor came from ('' none). */
  article: string;
}

export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '', article: '' };

/** The hidden field a person never fills (it is off screen and out of the tab order); a form-filling bot does. */
export const HONEYPOT_FIELD = 'website';

const email = z.email();

function required(value: string, field: ContactField, label: string, errors: ContactErrors): void {
  if (!value) errors[field] = `Enter ${label}.`;
  else if (value.length > CONTACT_LIMITS[field]) errors[field] = `${label[0]!.toUpperCase()}${label.slice(1)} must be at most ${CONTACT_LIMITS[field].toLocaleString('en')} characters.`;
}

/** The form as sent, trimmed, with what is wrong with it. Nothing is cut: a visitor sees what they wrote. */
export function readContactForm(form: URLSearchParams): { values: ContactValues; errors: ContactErrors; bot: boolean } {
  const field = (name: string) => (form.get(name) ?? '').replaceAll('\0', '').trim();
  const values: ContactValues = {
    name: field('name').replace(/\s+/g, ' '),
    email: field('email'),
    subject: field('subject').replace(/\s+/g, ' '),
    message: field('message').replace(/\r\n?/g, '\n'),
    article: field('article').slice(0, 200),
  };
  const errors: ContactErrors = {};
  required(values.name, 'name', 'your name', errors);
  required(values.email, 'email', 'your email address', errors);
  if (!errors.email && !email.safeParse(values.email).success) errors.email = 'Enter an email address like name@example.com.';
  required(values.subject, 'subject', 'a subject', errors);
  required(values.message, 'message', 'your message', errors);
  return { values, errors, bot: field(HONEYPOT_FIELD) !== '' };
}

export type ContactOutcome = 'sent' | 'unavailable' | 'refused';

/**
 * Opens the conversation. `unavailable`: the organization has no active channel (any more); `refused`: the
 * address is on its suppression list (nothing stored).
 */
export async function submitContact(db: Db, organizationId: number, values: ContactValues, siteHome: string, now: Date): Promise<ContactOutcome> {
  const channel = await contactChannel(db, organizationId);
  if (!channel) return 'unavailable';
  const found = values.article ? await articleBySlug(db, organizationId, values.article) : undefined;
  const article = found && 'found' in found ? found.found : undefined;
  const outcome = await receiveMail(
    db,
    { id: channel.id, organizationId, email: channel.email },
    {
      messageId: null,
      inReplyTo: null,
      references: [],
      from: { name: values.name, email: values.email },
      envelopeFrom: null,
      to: [{ name: channel.name, email: channel.email }],
      cc: [],
      subject: values.subject,
      html: null,
      text: values.message,
      attachments: [],
    },
    now,
    {
      openingEvent: {
        type: 'help_center_message',
        data: article ? { article_title: article.title, article_url: `${siteHome}articles/${article.slug}` } : {},
      },
    },
  );
  if (outcome.outcome === 'suppressed') return 'refused';
  if (outcome.outcome !== 'stored') return 'unavailable';
  return 'sent';
}
