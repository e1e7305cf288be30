// The server names the field it refuses with the first word of its message ("name must not be empty", "email:
// the address … is already a channel", "timezone "x" is not an IANA time zone"): a form shows the message there.

/**
 * The field a server message is about: the one its first word names, else the fallback (a form whose one main
 * field it must be about); null when neither. The message as shown at the field: as the form's own checks word
 * theirs ("url must be …"), a leading "field: " dropped and a sentence that names no field starting with a capital.
 */
export function serverField<Name extends string>(
  message: string,
  fields: readonly Name[],
  fallback?: Name,
): { name: Name; message: string } | null {
  const first = /^([a-z_]+)/.exec(message)?.[1];
  const named = fields.find((field) => field === first);
  const name = named ?? fallback;
  if (!name) return null;
  if (named && !message.startsWith(`${named}: `)) return { name, message };
  const text = named ? message.slice(named.length + 2) : message;
  return { name, message: text.charAt(0).toUpperCase() + text.slice(1) };
}
