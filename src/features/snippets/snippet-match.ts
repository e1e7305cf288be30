import type { Snippet } from '#contract/snippets';
import { htmlText, textField } from './action-words';

/** Every word of the search in the title, the shortcut or the text of a reply or note (as the API searches). */
export function matchesSearch(snippet: Snippet, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [
    snippet.title,
    snippet.shortcut ?? '',
    ...snippet.actions.map((a) => (a.name === 'reply' ? htmlText(textField(a.data, 'content')) : a.name === 'note' ? textField(a.data, 'body') : '')),
  ]
    .join(' ')
    .toLowerCase();
  return words.every((word) => text.includes(word));
}
