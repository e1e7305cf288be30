import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import type { ActionName } from '#contract/actions';
import { SNIPPET_ACTIONS_MAX } from '#contract/snippets';
import { SortableList } from '../../../components/sortable-list';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu';
import { cn } from '../../../lib/cn';
import { ACTION_KINDS, actionLabel } from '../action-words';
import { newActionData, type SnippetFormValues } from '../snippet-form';
import { ActionFields } from './action-fields';
import { iconButtonClass } from './tree-styles';

/** Error messages of one action by data key, from react-hook-form's nested errors (zod's or the server's). */
function actionErrors(errors: FieldErrors<SnippetFormValues>, index: number): { own?: string; data: Record<string, string | undefined> } {
  const item = (errors.actions as unknown as Record<number, Record<string, unknown>> | undefined)?.[index];
  const message = (value: unknown) => (value as { message?: string } | undefined)?.message;
  const data = (item?.data ?? {}) as Record<string, unknown>;
  return {
    own: message(item) ?? message(item?.name) ?? message(data),
    data: Object.fromEntries(Object.keys(data).map((key) => [key, message(data[key])])),
  };
}

/**
 * The snippet's steps, run in this order: each a card with its fields, dragged by its handle or moved with its
 * Move up / Move down buttons (the focus follows the moved card), added from a menu of kinds, 1 to 10.
 */
export function ActionList() {
  const id = useId();
  const form = useFormContext<SnippetFormValues>();
  const { fields, append, move, remove } = useFieldArray({ control: form.control, name: 'actions' });
  const [announcement, setAnnouncement] = useState('');
  const errors = form.formState.errors;
  const listError = (errors.actions as { message?: string; root?: { message?: string } } | undefined)?.message ?? errors.actions?.root?.message;

  const moveTo = (from: number, to: number, focus?: 'up' | 'down') => {
    if (to < 0 || to >= fields.length) return;
    move(from, to);
    const name = actionLabel(form.getValues(`actions.${to}.name`));
    setAnnouncement(`${name} moved to position ${to + 1} of ${fields.length}.`);
    if (!focus) return;
    // The focus follows the card; at an end, the button still usable takes it.
    requestAnimationFrame(() => {
      const wanted = focus === 'up' && to === 0 ? 'down' : focus === 'down' && to === fields.length - 1 ? 'up' : focus;
      document.getElementById(`${id}-${to}-${wanted}`)?.focus();
    });
  };
  const add = (name: ActionName) => {
    append({ name, data: newActionData(name) });
    requestAnimationFrame(() => document.getElementById(`${id}-${fields.length}-handle`)?.focus());
  };

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        Actions <span className="font-normal text-slate-500">(run in this order, {fields.length} of {SNIPPET_ACTIONS_MAX})</span>
      </legend>
      <SortableList ids={fields.map((f) => f.id)} label="Actions" noun="an action" className="space-y-2" onDrop={(from, to) => moveTo(from, to)}>
        {fields.map((field, index) => (
          <ActionCard
            key={field.id}
            sortableId={field.id}
            id={`${id}-${index}`}
            index={index}
            count={fields.length}
            errors={actionErrors(errors, index)}
            onMove={(to, focus) => moveTo(index, to, focus)}
            onRemove={() => {
              remove(index);
              setAnnouncement(`${actionLabel(field.name)} removed.`);
            }}
          />
        ))}
      </SortableList>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {listError && <p className="text-xs font-medium text-red-700">{listError}</p>}
      <DropdownMenu>
        <DropdownMenuTrigger
          disabled={fields.length >= SNIPPET_ACTIONS_MAX}
          className="inline-flex h-8 items-center gap-1.5 rounded-md border border-dashed border-slate-300 px-2.5 text-sm font-medium text-slate-700 hover:border-slate-400 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Plus aria-hidden="true" className="size-4" /> Add action
        </DropdownMenuTrigger>
        <DropdownMenuContent className="min-w-72">
          {ACTION_KINDS.map((kind) => (
            <DropdownMenuItem key={kind.name} onSelect={() => add(kind.name)} textValue={kind.label}>
              <span className="flex flex-col">
                <span className="font-medium">{kind.label}</span>
                <span className="text-xs text-slate-500">{kind.hint}</span>
              </span>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </fieldset>
  );
}

function ActionCard({
  sortableId,
  id,
  index,
  count,
  errors,
  onMove,
  onRemove,
}: {
  sortableId: string;
  id: string;
  index: number;
  count: number;
  errors: ReturnType<typeof actionErrors>;
  onMove: (to: number, focus: 'up' | 'down') => void;
  onRemove: () => void;
}) {
  const form = useFormContext<SnippetFormValues>();
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id: sortableId });
  const name = useWatch({ control: form.control, name: `actions.${index}.name` }) as ActionName;
  const label = actionLabel(name);
  const position = `action ${index + 1}, ${label}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-label={`Action ${index + 1} of ${count}: ${label}`}
      className={cn(
        'rounded-lg border bg-white',
        errors.own || Object.values(errors.data).some(Boolean) ? 'border-red-300' : 'border-slate-200',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-indigo-500/30',
      )}
    >
      <div className="flex items-center gap-1 border-b border-slate-100 px-1.5 py-1">
        <button
          id={`${id}-handle`}
          type="button"
          ref={setActivatorNodeRef}
          aria-label={`Drag ${position}`}
          className={cn(iconButtonClass, 'cursor-grab touch-none text-slate-400 active:cursor-grabbing')}
          {...attributes}
          {...listeners}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        <span className="flex size-5 items-center justify-center rounded-full bg-slate-100 text-[11px] font-semibold text-slate-600">
          {index + 1}
        </span>
        <span className="ml-1 flex-1 text-sm font-medium text-slate-800">{label}</span>
        <button id={`${id}-up`} type="button" aria-label={`Move ${position} up`} disabled={index === 0} onClick={() => onMove(index - 1, 'up')} className={iconButtonClass}>
          <ArrowUp aria-hidden="true" className="size-4" />
        </button>
        <button
          id={`${id}-down`}
          type="button"
          aria-label={`Move ${position} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1, 'down')}
          className={iconButtonClass}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </button>
        <button type="button" aria-label={`Remove ${position}`} disabled={count === 1} onClick={onRemove} className={cn(iconButtonClass, 'hover:text-red-700')}>
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div className="p-3">
        <Controller
          control={form.control}
          name={`actions.${index}.data`}
          render={({ field }) => (
            <ActionFields
              id={id}
              position={position}
              name={name}
              data={(field.value ?? {}) as Record<string, unknown>}
              onData={field.onChange}
              onBlur={field.onBlur}
              errors={errors.data}
            />
          )}
        />
        {errors.own && <p className="mt-1 text-xs font-medium text-red-700">{errors.own}</p>}
      </div>
    </li>
  );
}
