/**
 * Whether a subscriber asking for these types wants this event: exact types, or prefixes ending with a dot
 * ("conversation."); none asked for means all. One rule for event streams and webhooks.
 */
export function typeMatches(wanted: readonly string[], type: string): boolean {
  return wanted.length === 0 || wanted.some((w) => (w.endsWith('.') ? type.startsWith(w) : type === w));
}
