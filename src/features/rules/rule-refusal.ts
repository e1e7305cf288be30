// The server names what it refuses with a path first ("conditions.0.op "gt" does not apply to subject: use is, …",
// "actions.1.data.agent_ids must name at least one agent", "name must not be empty"): the editor shows the message
// at that row's own input. A message naming none of the form's fields (a 409 over the limit) is not placed.

const FORM_FIELDS = ['name', 'enabled', 'trigger', 'match', 'conditions', 'actions', 'stop_after'];
const LEADING_PATH = /^([a-z_]+(?:\.[a-z0-9_]+)*)/;

/** The form field a refusal is about and the message as shown there; null when it names none. */
export function ruleRefusal(message: string): { name: string; message: string } | null {
  const path = LEADING_PATH.exec(message)?.[1];
  if (!path || !FORM_FIELDS.includes(path.split('.')[0]!)) return null;
  const rest = message.slice(path.length);
  // "name must not be empty" reads well at Name as it is; "conditions.0.op …" does not: its path goes.
  if (!path.includes('.') && !rest.startsWith(': ')) return { name: path, message };
  return { name: path, message: sentence(rest.replace(/^:?\s+/, '')) };
}

/** A message as a sentence at its field: its first letter a capital. */
export function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}
