// The server names the field it refuses ("questions.3 must be at most 250 characters", "answer must not be
// empty", "title is required"); the form shows the message at that field, or above the form when it names none.

const LEADING_PATH = /^([a-z_]+(?:\.[0-9]+)?)\b/;

/** `field` is the named path (`questions.3`, `answer`) when it is one of `fields`' (top name), else 'root'. */
export function serverFieldError(message: string, fields: readonly string[]): { field: string; message: string } {
  const path = LEADING_PATH.exec(message)?.[1];
  if (!path || !fields.includes(path.split('.')[0]!)) return { field: 'root', message };
  return { field: path, message: message.slice(path.length).trim() };
}

/**
 * A message for a field: the contract's and the server's predicates ("must not be empty") after the field's
 * name as people say it ("The answer must not be empty"); a whole sentence as it is.
 */
export function fieldMessage(subject: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (/^(must|is|should|has) /.test(message)) return `${subject} ${message}`;
  return message.charAt(0).toUpperCase() + message.slice(1);
}
