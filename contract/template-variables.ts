// Variables in the text of a reply or a note (`Hi {{contact.first_name | there}},`): filled from the conversation
// when a snippet or an action is applied. One list, shared by the server (validation, filling) and the dashboard
// (the editor's variable menu).

export const TEMPLATE_VARIABLES = [
  { name: 'contact.name', label: "Customer's name" },
  { name: 'contact.first_name', label: "Customer's first name" },
  { name: 'contact.email', label: "Customer's email" },
  { name: 'agent.name', label: 'Your name' },
  { name: 'agent.first_name', label: 'Your first name' },
  { name: 'conversation.id', label: 'Conversation number' },
  { name: 'conversation.subject', label: 'Conversation subject' },
  { name: 'organization.name', label: 'Organization name' },
] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number]['name'];

const KNOWN = new Set<string>(TEMPLATE_VARIABLES.map((v) => v.name));
// `{{ name }}` or `{{ name | fallback }}`; the fallback is literal text up to the closing braces.
const PLACEHOLDER = /\{\{\s*([^{}|]*?)\s*(?:\|\s*([^{}]*?)\s*)?\}\}/g;
export const FALLBACK_MAX = 100;

/** The first problem of the variables in a text, or undefined when every `{{...}}` names a known variable. */
export function templateProblem(text: string): string | undefined {
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!KNOWN.has(name)) {
      const shown = name === '' ? '{{}}' : `{{${name.slice(0, 40)}}}`;
      return `unknown variable ${shown}: use ${TEMPLATE_VARIABLES.map((v) => v.name).join(', ')}`;
    }
    if ((match[2] ?? '').length > FALLBACK_MAX) return `the fallback of {{${name}}} must be at most ${FALLBACK_MAX} characters`;
  }
  // Braces no variable accounts for ("{{contact.name", "{{contact.name | {{agent.name}} }}") would reach the
  // customer as they are.
  const rest = text.replace(PLACEHOLDER, '');
  if (rest.includes('{{') || rest.includes('}}')) {
    return 'a "{{" or "}}" that is not part of a variable: write a variable as {{contact.first_name}} or {{contact.first_name | there}}';
  }
  return undefined;
}

/** The text of a variable as the editor inserts it: with a fallback where a value may be missing. */
export function placeholder(name: TemplateVariable, fallback?: string): string {
  return fallback ? `{{${name} | ${fallback}}}` : `{{${name}}}`;
}

export type TemplateValues = Partial<Record<TemplateVariable, string>>;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * The text with every variable filled: its value, or its fallback when the value is empty (or nothing). In HTML
 * text, values are HTML-escaped, so a customer named `<b>` cannot put markup in a reply; the fallback is part of
 * the author's own text (already HTML there) and stays as written.
 */
export function fillTemplate(text: string, values: TemplateValues, opts: { html: boolean }): string {
  return text.replace(PLACEHOLDER, (_match, name: string, fallback: string | undefined) => {
    const value = values[name as TemplateVariable]?.trim() ?? '';
    if (value === '') return fallback ?? '';
    return opts.html ? escapeHtml(value) : value;
  });
}

/** The first word of a name ("Jane Rogers" → "Jane"), or '' for none. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
