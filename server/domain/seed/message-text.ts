import { fillTemplate, type ThreadVariables } from './template-variables.ts';
import { pick, type Random } from './random.ts';
import { AGENT_GREETINGS, AGENT_SIGNOFFS, CUSTOMER_GREETINGS, CUSTOMER_SIGNOFFS, type Template } from './theme.ts';

// Wraps a message body in the greeting and signature a real email would have, and renders a simple HTML part.

export function customerText(random: Random, vars: ThreadVariables, body: Template, viaChat: boolean): string {
  const filled = fillTemplate(body, vars);
  // Chat visitors type a line, not a letter.
  if (viaChat) return filled;
  return `${pick(random, CUSTOMER_GREETINGS)}\n\n${filled}\n\n${pick(random, CUSTOMER_SIGNOFFS)}\n${vars.customerFirst}`;
}

export function agentText(random: Random, vars: ThreadVariables, body: Template): string {
  const greeting = fillTemplate(pick(random, AGENT_GREETINGS), vars);
  return `${greeting}\n\n${fillTemplate(body, vars)}\n\n${fillTemplate(pick(random, AGENT_SIGNOFFS), vars)}`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** One <p> per paragraph, <br> for single line breaks. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}
