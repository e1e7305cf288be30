import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Link } from '@tanstack/react-router';
import { ArrowDown, ArrowUp, CornerDownRight, CornerUpLeft, Folder, FolderPlus, GripVertical, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import type { SnippetCategory } from '#contract/snippets';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { cn } from '../../../lib/cn';
import { moveDown, moveIn, moveOut, moveUp, type CategoryMove, type TreeRow } from '../category-tree-model';
import { iconButtonClass, treeLinkClass } from './tree-styles';

/** One category: its drag handle, its link (name and snippet count), and its menu. */
export function CategoryRow({
  row,
  categories,
  onMove,
  onRename,
  onAddChild,
  onDelete,
}: {
  row: TreeRow;
  categories: SnippetCategory[];
  onMove: (to: CategoryMove | undefined, said: string) => void;
  onRename: () => void;
  onAddChild: () => void;
  onDelete: () => void;
}) {
  const { category, depth } = row;
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id: category.id });
  const up = moveUp(categories, category);
  const down = moveDown(categories, category);
  const into = moveIn(categories, category);
  const out = moveOut(categories, category);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-level={depth + 1}
      className={cn('group flex items-center gap-0.5 rounded-md', isDragging && 'relative z-10 bg-white shadow-md ring-1 ring-slate-200')}
    >
      <span aria-hidden="true" style={{ width: depth * 14 }} className="shrink-0" />
      <button
        type="button"
        ref={setActivatorNodeRef}
        aria-label={`Drag ${category.name}`}
        className={cn(iconButtonClass, 'size-6 cursor-grab touch-none text-slate-400 active:cursor-grabbing')}
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden="true" className="size-3.5" />
      </button>
      <Link
        to="/settings/snippets"
        search={(prev) => ({ ...prev, category: category.id })}
        aria-label={`${category.name}, ${category.snippet_count} snippets`}
        className={cn(treeLinkClass, 'flex flex-1 px-1.5')}
      >
        <Folder aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />
        <span className="flex-1 truncate">{category.name}</span>
        <span className="text-xs text-slate-600 tabular-nums">{category.snippet_count}</span>
      </Link>
      <DropdownMenu>
        <DropdownMenuTrigger aria-label={`Actions for ${category.name}`} className={cn(iconButtonClass, 'size-6')}>
          <MoreHorizontal aria-hidden="true" className="size-4" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-56">
          <DropdownMenuItem onSelect={onRename}>
            <Pencil aria-hidden="true" className="size-4 text-slate-500" /> Rename or move…
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onAddChild}>
            <FolderPlus aria-hidden="true" className="size-4 text-slate-500" /> Add a subcategory…
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={!up} onSelect={() => onMove(up, 'moved up')}>
            <ArrowUp aria-hidden="true" className="size-4 text-slate-500" /> Move up
          </DropdownMenuItem>
          <DropdownMenuItem disabled={!down} onSelect={() => onMove(down, 'moved down')}>
            <ArrowDown aria-hidden="true" className="size-4 text-slate-500" /> Move down
          </DropdownMenuItem>
          <DropdownMenuItem disabled={!into} onSelect={() => onMove(into, `moved into "${into?.into.name ?? ''}"`)}>
            <CornerDownRight aria-hidden="true" className="size-4 text-slate-500" />
            <span className="truncate">{into ? `Move into "${into.into.name}"` : 'Move into the category above'}</span>
          </DropdownMenuItem>
          <DropdownMenuItem disabled={!out} onSelect={() => onMove(out, 'moved out of its parent')}>
            <CornerUpLeft aria-hidden="true" className="size-4 text-slate-500" /> Move out of its parent
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem className="text-red-700 data-[highlighted]:text-red-800" onSelect={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" /> Delete…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}
