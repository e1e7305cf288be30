type MessageHolder = { message?: unknown } | undefined;

const messageOf = (value: unknown): string | undefined => {
  const message = (value as MessageHolder)?.message;
  return typeof message === 'string' && message ? message : undefined;
};

/** The messages of an attachments array's errors (react-hook-form's shape): the array's own, or each item's. */
export function attachmentErrorMessages(error: unknown, names: string[]): string[] {
  if (!error) return [];
  const own = messageOf(error);
  if (own) return [own];
  if (!Array.isArray(error)) return [];
  const messages: string[] = [];
  error.forEach((item: Record<string, unknown> | undefined, index) => {
    const message = item && (messageOf(item.content) ?? messageOf(item.name) ?? messageOf(item.type));
    if (message) messages.push(`${names[index] ?? `Attachment ${index + 1}`}: ${message}`);
  });
  return messages;
}
