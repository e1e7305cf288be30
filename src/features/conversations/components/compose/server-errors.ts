// The server answers a refused message or note with one sentence that starts with the field's path:
// "cc has an invalid address: x", "channel_id: no channel 9 in this organization",
// "content.attachments.0.content: must be at most 5 MB once decoded". Forms show it next to that field.

const LEADING_PATH = /^([a-z_]+(?:\.[a-z0-9_]+)*)/i;

export interface FieldError<F extends string> {
  /** The form field, or "root" when no field of the form matches. */
  field: F | 'root';
  message: string;
}

/**
 * Maps a server error to a form field. `fields` maps server paths (or their prefixes) to form field names;
 * the longest matching prefix wins, so "content.attachments.0.content" can go to "content.attachments".
 */
export function fieldOfServerError<F extends string>(message: string, fields: Readonly<Record<string, F>>): FieldError<F> {
  const path = LEADING_PATH.exec(message)?.[1];
  if (!path) return { field: 'root', message };
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const prefix = parts.slice(0, n).join('.');
    const field = fields[prefix];
    if (field) {
      // "channel_id: no channel 9 ..." reads better under the field without its path; a longer path
      // ("content.attachments.0.content: ...") keeps it, since it says which item is wrong.
      const rest = message.slice(path.length);
      return { field, message: n === parts.length && rest.startsWith(': ') ? capitalize(rest.slice(2)) : message };
    }
  }
  return { field: 'root', message };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A schema or server message as shown under its field: "content.content must not be empty" reads
 * "Message must not be empty", "cc has an invalid address: x" reads "Cc has an invalid address: x".
 */
export function labelFieldMessage(message: string | undefined, path: string, label: string): string | undefined {
  if (!message) return message;
  return message.startsWith(`${path} `) ? `${label}${message.slice(path.length)}` : message;
}
