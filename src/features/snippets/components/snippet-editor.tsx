import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  CreateSnippetBodySchema,
  SNIPPET_SHORTCUT_MAX,
  SNIPPET_TITLE_MAX,
  UpdateSnippetBodySchema,
  type Snippet,
  type SnippetCategory,
} from '#contract/snippets';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useCreateSnippet } from '../api/create-snippet';
import { useDeleteSnippet } from '../api/delete-snippet';
import { useUpdateSnippet } from '../api/update-snippet';
import { serverFieldError } from '../server-field-error';
import { emptySnippet, toBody, toFormValues, type SnippetFormValues } from '../snippet-form';
import { ActionList } from './action-list';
import { CategoryPicker } from './category-picker';
import { SnippetPreview } from './snippet-preview';
import { SnippetUsage } from './snippet-usage';
import { useUnsavedWarning } from './use-unsaved-warning';

const FIELDS = ['title', 'shortcut', 'categories', 'actions'];

/**
 * One snippet's form (or a new one's): validated by the contract's schema as the agent types, the server's
 * refusals shown at the field they name (a taken shortcut, `actions.2.data.status ...`), a warning before
 * unsaved changes are left behind, and the preview beside it.
 */
export function SnippetEditor({
  snippet,
  categories,
  defaultCategory,
  onSaved,
  onDeleted,
}: {
  snippet: Snippet | undefined;
  categories: SnippetCategory[];
  defaultCategory: number | undefined;
  onSaved: (snippet: Snippet, allowNavigation: () => void) => void;
  onDeleted: () => void;
}) {
  const id = useId();
  const toast = useToast();
  const create = useCreateSnippet();
  const update = useUpdateSnippet();
  const remove = useDeleteSnippet();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useForm<SnippetFormValues, unknown, SnippetFormValues>({
    // The same rules as the server's (raw: the values stay as typed; the server trims and normalises them).
    resolver: zodResolver(snippet ? UpdateSnippetBodySchema : CreateSnippetBodySchema, undefined, { raw: true }) as Resolver<
      SnippetFormValues,
      unknown,
      SnippetFormValues
    >,
    mode: 'onTouched',
    defaultValues: snippet ? toFormValues(snippet) : emptySnippet(defaultCategory),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [title = '', actions = []] = useWatch({ control: form.control, name: ['title', 'actions'] });
  const warning = useUnsavedWarning(isDirty && !isSubmitting, snippet ? snippet.id : 'new');

  const save = form.handleSubmit(async (values) => {
    try {
      const body = toBody(values);
      const result = snippet ? await update.mutateAsync({ id: snippet.id, body }) : await create.mutateAsync(body);
      form.reset(toFormValues(result));
      toast.show({ title: snippet ? `Saved "${result.title}"` : `Created "${result.title}"`, tone: 'success', duration: 3000 });
      onSaved(result, warning.allowNext);
    } catch (error) {
      const { field, message } = serverFieldError(isApiError(error) ? error.message : 'Could not save. Try again.', FIELDS, ['actions']);
      form.setError(field as 'root', { type: 'server', message }, { shouldFocus: field === 'title' || field === 'shortcut' });
    }
  });

  const deleteSnippet = () => {
    if (!snippet) return;
    remove.mutate(snippet.id, {
      onSuccess: () => {
        toast.show({ title: `Deleted "${snippet.title}"`, tone: 'success', duration: 3000 });
        warning.allowNext();
        onDeleted();
      },
      onError: (error) => toast.show({ title: 'Could not delete the snippet', description: error.message, tone: 'error' }),
    });
  };

  const titleLength = title.length;
  return (
    <div className="space-y-4">
      <FormProvider {...form}>
        <form
          onSubmit={(event) => void save(event)}
          noValidate
          aria-labelledby={`${id}-heading`}
          className="@container space-y-4 rounded-lg border border-slate-200 bg-white p-4"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h2 id={`${id}-heading`} className="truncate text-base font-semibold text-slate-900">
                {snippet ? `Edit "${snippet.title}"` : 'New snippet'}
              </h2>
              {snippet && <SnippetUsage snippet={snippet} />}
            </div>
            {isDirty && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">Unsaved changes</span>}
          </div>

          <div>
            <div className="flex items-baseline justify-between">
              <label htmlFor={`${id}-title`} className="text-sm font-medium text-slate-800">
                Title
              </label>
              <span id={`${id}-title-count`} className={cn('text-xs tabular-nums', titleLength > SNIPPET_TITLE_MAX ? 'font-semibold text-red-700' : 'text-slate-500')}>
                <span className="sr-only">Title length: </span>
                {titleLength}/{SNIPPET_TITLE_MAX}
              </span>
            </div>
            <Input
              id={`${id}-title`}
              autoComplete="off"
              className="mt-1"
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={`${id}-title-count${errors.title ? ` ${id}-title-error` : ''}`}
              {...form.register('title')}
            />
            {errors.title && (
              <p id={`${id}-title-error`} className="mt-1 text-xs font-medium text-red-700">
                {errors.title.message?.replace(/^title /, 'The title ')}
              </p>
            )}
          </div>

          {/* Side by side once the form (not the window) is wide enough. */}
          <div className="grid gap-4 @xl:grid-cols-2">
            <div>
              <label htmlFor={`${id}-shortcut`} className="text-sm font-medium text-slate-800">
                Shortcut
              </label>
              <div className="relative mt-1">
                <span aria-hidden="true" className="absolute top-1/2 left-3 -translate-y-1/2 font-mono text-sm text-slate-400">
                  /
                </span>
                <Input
                  id={`${id}-shortcut`}
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="refund"
                  className="pl-6 font-mono"
                  aria-invalid={errors.shortcut ? true : undefined}
                  aria-describedby={`${id}-shortcut-hint${errors.shortcut ? ` ${id}-shortcut-error` : ''}`}
                  // Checked as it is typed, not only once the field is left.
                  {...form.register('shortcut', { onChange: () => void form.trigger('shortcut') })}
                />
              </div>
              <p id={`${id}-shortcut-hint`} className="mt-1 text-xs text-slate-500">
                Type /shortcut in a reply. Lower-case letters, digits and dashes, up to {SNIPPET_SHORTCUT_MAX}.
              </p>
              {errors.shortcut && (
                <p id={`${id}-shortcut-error`} className="mt-1 text-xs font-medium text-red-700">
                  {errors.shortcut.message?.replace(/^shortcut /, 'The shortcut ')}
                </p>
              )}
            </div>
            <Controller
              control={form.control}
              name="categories"
              render={({ field }) => (
                <CategoryPicker id={`${id}-categories`} categories={categories} value={field.value} onChange={field.onChange} error={errors.categories?.message} />
              )}
            />
          </div>

          <ActionList />

          {errors.root && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {errors.root.message}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
            <Button type="submit" variant="primary" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : snippet ? 'Save snippet' : 'Create snippet'}
            </Button>
            <Button disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
              Discard changes
            </Button>
            {snippet && (
              <Button variant="ghost" className="ml-auto text-red-700 hover:bg-red-50" onClick={() => setConfirmDelete(true)}>
                Delete snippet
              </Button>
            )}
          </div>
        </form>
      </FormProvider>
      <SnippetPreview saved={snippet} actions={actions} changed={isDirty} />
      {warning.dialog}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete the snippet "${snippet?.title ?? ''}"?`}
        description="Agents will no longer find it in the reply box. Replies already sent with it stay as they are."
        confirmLabel="Delete snippet"
        destructive
        onConfirm={deleteSnippet}
      />
    </div>
  );
}
