import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import {
  CATEGORY_NAME_MAX,
  CreateCategoryBodySchema,
  ROOT_CATEGORY,
  UpdateCategoryBodySchema,
  type SnippetCategory,
} from '#contract/snippets';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { fieldClass, Input } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { descendantIds, flattenTree } from '../category-tree-model';
import { serverFieldError } from '../server-field-error';

export type CategoryDialogState = { kind: 'create'; parentId: number } | { kind: 'edit'; category: SnippetCategory };

type Values = { name: string; parent_id: number };

/** New category (or subcategory), or rename and move one: its name and its parent. */
export function CategoryDialog({ state, categories, onClose }: { state: CategoryDialogState; categories: SnippetCategory[]; onClose: () => void }) {
  const id = useId();
  const toast = useToast();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const editing = state.kind === 'edit' ? state.category : undefined;
  const form = useForm<Values, unknown, Values>({
    // The contract's rules (raw: the name stays as typed; the server trims it).
    resolver: zodResolver(editing ? UpdateCategoryBodySchema : CreateCategoryBodySchema, undefined, { raw: true }) as Resolver<
      Values,
      unknown,
      Values
    >,
    defaultValues: { name: editing?.name ?? '', parent_id: editing ? editing.parent_id : state.kind === 'create' ? state.parentId : 0 },
  });
  const { errors, isSubmitting } = form.formState;
  // A category cannot go into itself or one of its own subcategories.
  const excluded = editing ? new Set([editing.id, ...descendantIds(categories, editing.id)]) : new Set<number>();
  const parents = flattenTree(categories).filter((row) => !excluded.has(row.category.id));

  const submit = form.handleSubmit(async (values) => {
    try {
      if (editing) {
        const moved = values.parent_id !== editing.parent_id;
        await update.mutateAsync({ id: editing.id, body: { name: values.name, ...(moved ? { parent_id: values.parent_id } : {}) } });
        toast.show({ title: `Saved the category "${values.name.trim()}"`, tone: 'success', duration: 2500 });
      } else {
        await create.mutateAsync(values);
        toast.show({ title: `Created the category "${values.name.trim()}"`, tone: 'success', duration: 2500 });
      }
      onClose();
    } catch (error) {
      const { field, message } = serverFieldError(isApiError(error) ? error.message : 'Could not save. Try again.', ['name', 'parent_id']);
      form.setError(field as keyof Values | 'root', { type: 'server', message }, { shouldFocus: field !== 'root' });
    }
  });

  const title = editing ? `Rename or move "${editing.name}"` : state.kind === 'create' && state.parentId ? 'New subcategory' : 'New category';
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title}>
      <form
        noValidate
        onSubmit={(event) => {
          event.stopPropagation(); // portalled: keep the submit from reaching the snippet form around it
          void submit(event);
        }}
        className="space-y-4"
      >
        <div>
          <label htmlFor={`${id}-name`} className="block text-sm font-medium text-slate-700">
            Name
          </label>
          <Input
            id={`${id}-name`}
            autoComplete="off"
            autoFocus
            maxLength={CATEGORY_NAME_MAX + 20}
            className="mt-1"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            {...form.register('name')}
          />
          {errors.name && (
            <p id={`${id}-name-error`} className="mt-1 text-xs font-medium text-red-700">
              {errors.name.message}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-parent`} className="block text-sm font-medium text-slate-700">
            Inside
          </label>
          <select
            id={`${id}-parent`}
            className={`${fieldClass} mt-1 h-9`}
            aria-invalid={errors.parent_id ? true : undefined}
            aria-describedby={errors.parent_id ? `${id}-parent-error` : undefined}
            {...form.register('parent_id', { valueAsNumber: true })}
          >
            <option value={ROOT_CATEGORY}>Top level</option>
            {parents.map((row) => (
              <option key={row.category.id} value={row.category.id}>
                {`${'\u00a0\u00a0'.repeat(row.depth)}${row.category.name}`}
              </option>
            ))}
          </select>
          {errors.parent_id && (
            <p id={`${id}-parent-error`} className="mt-1 text-xs font-medium text-red-700">
              {errors.parent_id.message}
            </p>
          )}
        </div>
        {errors.root && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {errors.root.message}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : editing ? 'Save' : 'Create category'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
