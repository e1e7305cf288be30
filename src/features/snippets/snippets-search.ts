import { either, oneOf, searchParams, text, wholeNumber } from '../../lib/search-params';

/**
 * The snippets page's address: the category shown (none: all), the search, the snippet open in the editor
 * ('new' for a new one). Anything unreadable is dropped rather than refused: an old link still opens the page.
 */
export const snippetsSearchSchema = searchParams({
  category: wholeNumber({ min: 0 }),
  q: text({ max: 200 }),
  snippet: either(oneOf(['new']), wholeNumber({ min: 1 })),
});
export type SnippetsSearch = ReturnType<typeof snippetsSearchSchema.parse>;
