import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';

/**
 * An ordered list an admin reorders by drag: with the pointer (from 4 px on, so a click stays a click) or, on an
 * item's handle, space and the arrow keys, with the instructions a screen reader reads. `onDrop` gets the item's
 * index and where it was dropped; the items (each `useSortable` with its id) render inside as list items.
 */
export function SortableList({
  ids,
  label,
  noun,
  className,
  onDrop,
  children,
}: {
  ids: UniqueIdentifier[];
  /** The list's accessible name. */
  label: string;
  /** What an item is, for the instructions ("a rule"). */
  noun: string;
  className?: string;
  onDrop: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id);
    const to = ids.indexOf(over.id);
    if (from >= 0 && to >= 0) onDrop(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: `To reorder ${noun}, press space or enter, use the arrow keys, then space or enter again to drop it. Escape cancels.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label={label} className={className}>
          {children}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
