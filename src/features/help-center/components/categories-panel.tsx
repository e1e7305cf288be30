import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, GripVertical, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { KnowledgeCategory } from '#contract/knowledge-articles';
import { SortableList } from '../../../components/sortable-list';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useCategoryChange } from '../api/change-category';
import { categoriesQueryOptions } from '../api/list-categories';

const iconButton =
  'inline-flex size-7 items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-30';

/**
 * The site's categories in their order: a click filters the articles, a drag (or the arrow buttons, or space and
 * the arrow keys on the handle) reorders them on the site, and each can be renamed or deleted (its articles stay).
 */
export function CategoriesPanel({ selected, onSelect }: { selected: number | 'none' | undefined; onSelect: (category: number | 'none' | undefined) => void }) {
  const { data: categories } = useSuspenseQuery(categoriesQueryOptions());
  const change = useCategoryChange();
  const [announcement, setAnnouncement] = useState('');
  const [adding, setAdding] = useState('');
  const [deleting, setDeleting] = useState<KnowledgeCategory | null>(null);
  const [error, setError] = useState('');

  const move = (category: KnowledgeCategory, to: number) => {
    if (to < 0 || to >= categories.length || to === category.sort) return;
    setError('');
    change.mutate({ id: category.id, set: { sort: to } }, { onError: (err) => setError(err.message) });
    setAnnouncement(`${category.name} moved to position ${to + 1} of ${categories.length}.`);
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    const name = adding.trim();
    if (!name) return;
    setError('');
    change.mutate({ create: { name } }, { onSuccess: () => setAdding(''), onError: (err) => setError(err.message) });
  };

  const filter = (value: number | 'none' | undefined, label: string, count?: number) => (
    <button
      type="button"
      aria-pressed={selected === value}
      onClick={() => onSelect(value)}
      className={cn(
        'flex min-w-0 flex-1 items-center justify-between gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600',
        selected === value ? 'bg-indigo-50 font-medium text-indigo-800' : 'text-slate-700',
      )}
    >
      <span className="truncate">{label}</span>
      {count !== undefined && <span className="shrink-0 text-xs text-slate-500 tabular-nums">{count}</span>}
    </button>
  );

  return (
    <section aria-labelledby="help-categories" className="space-y-2">
      <h2 id="help-categories" className="px-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        Categories
      </h2>
      <div className="flex">{filter(undefined, 'All articles')}</div>
      <SortableList
        ids={categories.map((c) => c.id)}
        label="Categories in their order on the site"
        noun="a category"
        className="space-y-0.5"
        onDrop={(from, to) => move(categories[from]!, to)}
      >
        {categories.map((category, index) => (
          <CategoryRow
            key={category.id}
            category={category}
            index={index}
            count={categories.length}
            filterButton={filter(category.id, category.name, category.articles)}
            onMove={(to) => move(category, to)}
            onRename={(name) => change.mutateAsync({ id: category.id, set: { name } })}
            onDelete={() => setDeleting(category)}
          />
        ))}
      </SortableList>
      <div className="flex">{filter('none', 'In no category')}</div>
      <form onSubmit={add} className="flex gap-1.5 px-1 pt-2">
        <label htmlFor="new-help-category" className="sr-only">
          New category name
        </label>
        <Input id="new-help-category" value={adding} maxLength={100} placeholder="New category" onChange={(e) => setAdding(e.target.value)} className="h-8" />
        <Button type="submit" size="sm" aria-label="Add the category" disabled={!adding.trim() || change.isPending}>
          <Plus aria-hidden="true" className="size-4" />
        </Button>
      </form>
      {error && (
        <p role="alert" className="px-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete the category “${deleting?.name ?? ''}”?`}
        description="Its articles are kept, in no category."
        confirmLabel="Delete category"
        destructive
        onConfirm={() => {
          if (!deleting) return;
          change.mutate({ delete: deleting.id }, { onError: (err) => setError(err.message) });
          if (selected === deleting.id) onSelect(undefined);
          setDeleting(null);
        }}
      />
    </section>
  );
}

function CategoryRow({
  category,
  index,
  count,
  filterButton,
  onMove,
  onRename,
  onDelete,
}: {
  category: KnowledgeCategory;
  index: number;
  count: number;
  filterButton: React.ReactNode;
  onMove: (to: number) => void;
  onRename: (name: string) => Promise<unknown>;
  onDelete: () => void;
}) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id: category.id });
  const [renaming, setRenaming] = useState<string | null>(null);
  const [error, setError] = useState('');
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const name = renaming?.trim() ?? '';
    if (!name || name === category.name) return setRenaming(null);
    try {
      await onRename(name);
      setRenaming(null);
      setError('');
    } catch (err) {
      setError(isApiError(err) || err instanceof Error ? err.message : 'The category could not be renamed.');
    }
  };
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('group rounded-md bg-white', isDragging && 'relative z-10 shadow-lg ring-2 ring-indigo-500/30')}
    >
      {renaming !== null ? (
        <form onSubmit={(e) => void save(e)} className="flex gap-1 px-1 py-0.5">
          <label htmlFor={`rename-${category.id}`} className="sr-only">
            New name of {category.name}
          </label>
          <Input id={`rename-${category.id}`} autoFocus value={renaming} maxLength={100} onChange={(e) => setRenaming(e.target.value)} onKeyDown={(e) => e.key === 'Escape' && setRenaming(null)} className="h-8" />
          <Button type="submit" size="sm">
            Save
          </Button>
        </form>
      ) : (
        <div className="flex items-center gap-0.5">
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={`Move ${category.name} (position ${index + 1} of ${count})`}
            className={cn(iconButton, 'cursor-grab touch-none')}
          >
            <GripVertical aria-hidden="true" className="size-4" />
          </button>
          {filterButton}
          {/* On a wide screen the row's buttons show on hover and focus, leaving the name its width otherwise. */}
          <span className="flex lg:hidden lg:group-focus-within:flex lg:group-hover:flex">
            <button type="button" aria-label={`Move ${category.name} up`} disabled={index === 0} onClick={() => onMove(index - 1)} className={iconButton}>
              <ArrowUp aria-hidden="true" className="size-3.5" />
            </button>
            <button type="button" aria-label={`Move ${category.name} down`} disabled={index === count - 1} onClick={() => onMove(index + 1)} className={iconButton}>
              <ArrowDown aria-hidden="true" className="size-3.5" />
            </button>
            <button type="button" aria-label={`Rename ${category.name}`} onClick={() => setRenaming(category.name)} className={iconButton}>
              <Pencil aria-hidden="true" className="size-3.5" />
            </button>
            <button type="button" aria-label={`Delete ${category.name}`} onClick={onDelete} className={iconButton}>
              <Trash2 aria-hidden="true" className="size-3.5" />
            </button>
          </span>
        </div>
      )}
      {error && (
        <p role="alert" className="px-2 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}
