// What the agent types in the link box, made into a link the email may carry: the web or an address.

const EMAIL = /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/;

/** "example.com" -> "https://example.com", "a@b.co" -> "mailto:a@b.co"; undefined for anything else. */
export function normalizeLinkUrl(input: string): string | undefined {
  const value = input.trim();
  if (!value || /\s/.test(value)) return undefined;
  if (/^(https?:\/\/)[^/\s]+/i.test(value)) return value;
  if (/^mailto:/i.test(value)) return EMAIL.test(value.slice(7)) ? value : undefined;
  if (EMAIL.test(value)) return `mailto:${value}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[^:]+:\d/.test(value)) return undefined; // javascript:, data:, ftp: ...
  if (/^[^./][^/]*\.[a-z]{2,}(?:[/:?#]|$)/i.test(value)) return `https://${value}`;
  return undefined;
}
