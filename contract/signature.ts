import { escapeHtml, fillTemplate, type TemplateValues } from './template-variables.ts';

// A channel's signature: plain text with the snippets' variables, filled for the conversation and appended to
// a message's HTML and text parts when the message is built for sending. The server signs with it; the dashboard
// previews it under what the agent writes with the same function.

/** The "-- " line that mail programs recognise as the start of a signature in text (RFC 3676). */
export const SIGNATURE_SEPARATOR = '-- ';

/** The signature filled with the values, as text; '' when there is none (or it fills to nothing). */
export function fillSignature(signature: string, values: TemplateValues): string {
  return fillTemplate(signature, values, { html: false })
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .trim();
}

/** A filled signature as HTML: its text escaped (it is no markup, whatever it holds), its lines kept. */
export function signatureHtml(filled: string): string {
  const lines = filled.split('\n').map(escapeHtml).join('<br>');
  return `<div class="inbox-signature" style="margin-top:16px;color:#475569">${lines}</div>`;
}

/** A message body with the filled signature after it, in both parts; unchanged when there is none. */
export function appendSignature(body: { html: string; text: string }, filled: string): { html: string; text: string } {
  if (filled === '') return body;
  const html = signatureHtml(filled);
  // A whole document keeps its closing tags last.
  const end = body.html.search(/<\/body\s*>/i);
  const text = body.text.replace(/\s+$/, '');
  return {
    html: end === -1 ? `${body.html}${html}` : `${body.html.slice(0, end)}${html}${body.html.slice(end)}`,
    text: `${text === '' ? '' : `${text}\n\n`}${SIGNATURE_SEPARATOR}\n${filled}`,
  };
}
