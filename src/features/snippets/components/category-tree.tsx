import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Link } from '@tanstack/react-router';
import { FolderPlus, Layers } from 'lucide-react';
import { useState } from 'react';
import type { SnippetCategory } from '#contract/snippets';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { useDeleteCategory } from '../api/delete-category';
import { useUpdateCategory } from '../api/update-category';
import { categoryPath, dropMove, flattenTree, type CategoryMove } from '../category-tree-model';
import { CategoryDialog, type CategoryDialogState } from './category-dialog';
import { CategoryRow } from './category-row';
import { treeLinkClass } from './tree-styles';

/**
 * The categories as an indented list: each opens its snippets (the URL keeps it), is dragged by its handle
 * (or moved from its menu: up, down, into the one above, out of its parent), renamed and deleted from its menu.
 */
export function CategoryTree({
  categories,
  total,
}: {
  categories: SnippetCategory[];
  total: number;
}) {
  const toast = useToast();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const [dialog, setDialog] = useState<CategoryDialogState | null>(null);
  const [deleting, setDeleting] = useState<SnippetCategory | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const rows = flattenTree(categories);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const move = (category: SnippetCategory, to: CategoryMove | undefined, said: string) => {
    if (!to) return;
    update.mutate(
      { id: category.id, body: to },
      {
        onSuccess: () => toast.show({ title: `"${category.name}" ${said}`, tone: 'success', duration: 2500 }),
        onError: (error) => toast.show({ title: `Could not move "${category.name}"`, description: error.message, tone: 'error' }),
      },
    );
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const category = categories.find((c) => c.id === active.id);
    if (!category || !over) return;
    move(category, dropMove(categories, Number(active.id), Number(over.id)), 'moved');
  };

  const parentName = (category: SnippetCategory) =>
    category.parent_id ? `"${categoryPath(categories, category.parent_id)}"` : 'the top level (no category)';
  const confirmDelete = () => {
    const category = deleting;
    if (!category) return;
    remove.mutate(category.id, {
      onSuccess: (result) =>
        toast.show({
          title: `Deleted "${category.name}"`,
          description: `${result.snippets_moved} snippets and ${result.categories_moved} categories moved to ${parentName(category)}.`,
          tone: 'success',
        }),
      onError: (error) => toast.show({ title: `Could not delete "${category.name}"`, description: error.message, tone: 'error' }),
    });
  };
  // A dragged category takes its subcategories along: they are out of the list while it moves.
  const hidden = dragging === null ? new Set<number>() : descendantsOf(rows, dragging);

  return (
    <section aria-labelledby="snippet-categories-heading" className="rounded-lg border border-slate-200 bg-white p-2">
      <div className="flex items-center justify-between px-1.5 pb-1">
        <h2 id="snippet-categories-heading" className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          Categories
        </h2>
        <Button size="sm" variant="ghost" className="h-7 px-1.5 text-xs" onClick={() => setDialog({ kind: 'create', parentId: 0 })}>
          <FolderPlus aria-hidden="true" className="size-3.5" /> New category
        </Button>
      </div>
      <Link
        to="/settings/snippets"
        search={(prev) => ({ ...prev, category: undefined })}
        className={cn(treeLinkClass, 'mx-0.5 flex')}
      >
        <Layers aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />
        <span className="flex-1 truncate">All snippets</span>
        <span className="text-xs text-slate-600 tabular-nums">{total}</span>
      </Link>
      {rows.length === 0 ? (
        <p className="px-2 py-2 text-xs text-slate-500">No categories yet. Snippets can live without one.</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragStart={({ active }) => setDragging(Number(active.id))}
          onDragCancel={() => setDragging(null)}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: {
              draggable: 'To move a category, press space or enter, use the arrow keys, then space or enter again to drop it. Escape cancels.',
            },
          }}
        >
          <SortableContext items={rows.filter((r) => !hidden.has(r.category.id)).map((r) => r.category.id)} strategy={verticalListSortingStrategy}>
            <ul aria-label="Categories" className="mt-0.5 space-y-px">
              {rows
                .filter((row) => !hidden.has(row.category.id))
                .map((row) => (
                  <CategoryRow
                    key={row.category.id}
                    row={row}
                    categories={categories}
                    onMove={(to, said) => move(row.category, to, said)}
                    onRename={() => setDialog({ kind: 'edit', category: row.category })}
                    onAddChild={() => setDialog({ kind: 'create', parentId: row.category.id })}
                    onDelete={() => setDeleting(row.category)}
                  />
                ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      {dialog && <CategoryDialog state={dialog} categories={categories} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete the category "${deleting?.name ?? ''}"?`}
        description={
          deleting
            ? `Its ${deleting.snippet_count} snippets and its subcategories move to ${parentName(deleting)}. No snippet is deleted.`
            : ''
        }
        confirmLabel="Delete category"
        destructive
        onConfirm={confirmDelete}
      />
    </section>
  );
}

function descendantsOf(rows: ReturnType<typeof flattenTree>, id: number): Set<number> {
  const start = rows.findIndex((r) => r.category.id === id);
  const found = new Set<number>();
  if (start < 0) return found;
  const depth = rows[start]!.depth;
  for (let i = start + 1; i < rows.length && rows[i]!.depth > depth; i++) found.add(rows[i]!.category.id);
  return found;
}
