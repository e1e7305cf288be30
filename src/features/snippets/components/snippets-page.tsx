import { FileText, Plus } from 'lucide-react';
import { ROOT_CATEGORY } from '#contract/snippets';
import { Button } from '../../../components/ui/button';
import { SettingsPageFrame } from '../../settings/settings-page';
import { useCategories } from '../api/list-categories';
import { useSnippetsSuspense } from '../api/list-snippets';
import { categoryPath } from '../category-tree-model';
import { matchesSearch } from '../snippet-match';
import type { SnippetsSearch } from '../snippets-search';
import { CategoryTree } from './category-tree';
import { SnippetEditor } from './snippet-editor';
import { SnippetList } from './snippet-list';

/**
 * Settings › Snippets: the category tree and the snippets on the left, the editor of the open one on the right.
 * What is shown lives in the address (category, search, snippet), so a view can be shared or reloaded.
 */
export function SnippetsPage({
  search,
  onSearch,
}: {
  search: SnippetsSearch;
  onSearch: (change: Partial<SnippetsSearch>, opts?: { replace?: boolean }) => void;
}) {
  return (
    <SettingsPageFrame
      path="/settings/snippets"
      actions={
        <Button variant="primary" onClick={() => onSearch({ snippet: 'new' })}>
          <Plus aria-hidden="true" className="size-4" /> New snippet
        </Button>
      }
    >
      <SnippetsWorkspace search={search} onSearch={onSearch} />
    </SettingsPageFrame>
  );
}

function SnippetsWorkspace({ search, onSearch }: Parameters<typeof SnippetsPage>[0]) {
  const { data: categories } = useCategories();
  const { data: snippets } = useSnippetsSuspense();
  const category = search.category !== undefined && (search.category === ROOT_CATEGORY || categories.some((c) => c.id === search.category)) ? search.category : undefined;
  const inCategory = category === undefined ? snippets : snippets.filter((s) => s.categories.includes(category));
  const shown = inCategory.filter((s) => matchesSearch(s, search.q ?? ''));
  const open = typeof search.snippet === 'number' ? snippets.find((s) => s.id === search.snippet) : undefined;
  const categoryName = category ? `"${categoryPath(categories, category)}"` : 'this category';

  return (
    <div className="grid grid-cols-[15rem_minmax(0,1fr)] items-start gap-5 2xl:grid-cols-[17rem_minmax(0,1fr)]">
      <div className="space-y-4">
        <CategoryTree categories={categories} total={snippets.length} />
        <SnippetList
          snippets={shown}
          total={inCategory.length}
          query={search.q ?? ''}
          onQueryChange={(q) => onSearch({ q: q || undefined }, { replace: true })}
          emptyText={category === undefined ? 'No snippets yet.' : `No snippets in ${categoryName} yet.`}
        />
      </div>
      <div className="min-w-0">
        {search.snippet === 'new' || open ? (
          <SnippetEditor
            // A fresh form per snippet: its values, its dirty state, its undo are its own.
            key={open ? open.id : 'new'}
            snippet={open}
            categories={categories}
            defaultCategory={category || undefined}
            onSaved={(saved, allowNavigation) => {
              if (open) return;
              allowNavigation();
              onSearch({ snippet: saved.id }, { replace: true });
            }}
            onDeleted={() => onSearch({ snippet: undefined })}
          />
        ) : (
          <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
            <FileText aria-hidden="true" className="size-8 text-slate-300" />
            <p className="mt-3 text-sm font-medium text-slate-800">
              {typeof search.snippet === 'number' ? 'This snippet no longer exists.' : 'Pick a snippet to edit it.'}
            </p>
            <p className="mt-1 max-w-sm text-sm text-slate-600">
              A snippet is a reply and the steps that go with it (close, tag, assign …), used by typing / and its shortcut in a reply.
            </p>
            <Button className="mt-4" variant="primary" onClick={() => onSearch({ snippet: 'new' })}>
              <Plus aria-hidden="true" className="size-4" /> New snippet
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
