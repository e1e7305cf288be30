import { either, oneOf, searchParams, text, wholeNumber } from '../../lib/search-params';
import type { ArticleFilters } from './api/help-center-keys';

export const NEW_ARTICLE = 'new';

/**
 * The page's address: the list's filters and the open editor (`edit`: an article id, or `new`), so a view can be
 * reloaded or shared. Anything unreadable is dropped: an old link still opens.
 */
export const helpCenterSearchSchema = searchParams({
  status: oneOf(['draft', 'published'] as const),
  // the category shown: an id, or `none` for the articles in no category (not `category`: the snippets page's
  // `category` is a number, and search changes are typed across every route)
  in: either(oneOf(['none'] as const), wholeNumber({ min: 1 })),
  q: text({ trim: true, min: 1, max: 200 }),
  edit: either(oneOf([NEW_ARTICLE] as const), wholeNumber({ min: 1 })),
});
export type HelpCenterSearch = ReturnType<typeof helpCenterSearchSchema.parse>;

export function toArticleFilters({ status, in: category, q }: HelpCenterSearch): ArticleFilters {
  return { ...(status ? { status } : {}), ...(category !== undefined ? { category_id: String(category) } : {}), ...(q ? { q } : {}) };
}
