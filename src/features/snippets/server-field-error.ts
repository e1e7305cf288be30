// The server names the field it refuses first ("shortcut "x" is already used by snippet 12",
// "actions.2.data.status must be one of ...", "categories.1: no category 99 in this organization"): the
// form shows the message at that field, or at the form itself when it names none of the form's fields.

const LEADING_PATH = /^([a-z_]+(?:\.[a-z0-9_]+)*)/i;

/**
 * `fields` are the form's top fields; a path inside an array field (`actions.2.data.status`) stays whole, so
 * the message lands on that action's own field, while `categories.1` goes to `categories`.
 */
export function serverFieldError(message: string, fields: readonly string[], deep: readonly string[] = []): { field: string; message: string } {
  const path = LEADING_PATH.exec(message)?.[1];
  const top = path?.split('.')[0];
  if (!path || !top || !fields.includes(top)) return { field: 'root', message };
  const rest = message.slice(path.length);
  const shown = rest.startsWith(': ') ? rest.slice(2).replace(/^./, (c) => c.toUpperCase()) : message;
  return { field: deep.includes(top) ? path : top, message: shown };
}
