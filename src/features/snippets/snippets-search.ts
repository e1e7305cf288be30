import { z } from 'zod';
import type { Snippet } from '../../../contract/snippets';
import { htmlText, textField } from './action-words';

/**
 * The snippets page's address: the category shown (none: all), the search, the snippet open in the editor
 * ('new' for a new one). Anything unreadable is dropped rather than refused: an old link still opens the page.
 */
export const snippetsSearchSchema = z.object({
  category: z.coerce.number().int().nonnegative().optional().catch(undefined),
  q: z.string().max(200).optional().catch(undefined),
  snippet: z.union([z.literal('new'), z.coerce.number().int().positive()]).optional().catch(undefined),
});
export type SnippetsSearch = z.infer<typeof snippetsSearchSchema>;

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
