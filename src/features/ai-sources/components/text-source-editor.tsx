import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { CreateTextBodySchema, RAG_LIMITS, type RagSourceDetail } from '#contract/rag';
import { CharacterCount } from '../../../components/ui/character-count';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { useCreateTextSource } from '../api/create-text-source';
import { useUpdateSource } from '../api/update-source';
import { fieldMessage, serverFieldError } from '../server-field-error';
import { EditorFooter, EditorSheet } from './editor-sheet';

/**
 * A help text (an article, a policy) for the store: split by headings and paragraphs into passages. A new one, or
 * the stored one (`stored`, read with its content) to correct in place: only the fields changed are sent.
 */
export function TextSourceEditor({ stored, onClose }: { stored?: RagSourceDetail; onClose: () => void }) {
  const toast = useToast();
  const create = useCreateTextSource();
  const update = useUpdateSource();
  const form = useForm({
    resolver: zodResolver(CreateTextBodySchema),
    mode: 'onTouched',
    defaultValues: { title: '', content: '' },
    // The stored text, as read again on opening; what was typed meanwhile stays.
    values: stored ? { title: stored.title ?? '', content: stored.content ?? '' } : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [title = '', content = ''] = useWatch({ control: form.control, name: ['title', 'content'] });

  const save = form.handleSubmit(async (body) => {
    const { dirtyFields } = form.formState;
    try {
      if (stored) {
        // Nothing changed: nothing to send, and the text is not split again for it.
        if (!isDirty) return onClose();
        const changed = { ...(dirtyFields.title ? { title: body.title } : {}), ...(dirtyFields.content ? { content: body.content } : {}) };
        await update.mutateAsync({ uuid: stored.uuid, kind: 'text', body: changed });
        toast.show({ title: `Text “${body.title}” saved`, description: 'It is split into passages again in the background.', tone: 'success' });
      } else {
        await create.mutateAsync(body);
        toast.show({ title: `Text “${body.title}” added`, description: 'It is split into passages in the background.', tone: 'success' });
      }
      onClose();
    } catch (error) {
      const { field, message } = serverFieldError(isApiError(error) ? error.message : 'Could not save. Try again.', ['title', 'content']);
      if (field === 'title' || field === 'content') form.setError(field, { type: 'server', message }, { shouldFocus: true });
      else form.setError('root', { type: 'server', message: message.charAt(0).toUpperCase() + message.slice(1) });
    }
  });

  const heading = stored ? 'Edit text source' : 'New text source';
  return (
    <EditorSheet title={heading} description="A help text, split into passages" dirty={isDirty && !isSubmitting} onClose={onClose}>
      {(requestClose) => (
        <form onSubmit={(event) => void save(event)} noValidate aria-label={heading} className="flex min-h-0 flex-1 flex-col">
          <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-5 py-4">
            {errors.root && (
              <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
                {errors.root.message}
              </p>
            )}
            <div>
              <div className="flex items-baseline justify-between gap-2">
                <label htmlFor="text-title" className="text-sm font-medium text-slate-800">
                  Title
                </label>
                <CharacterCount id="text-title-count" length={title.length} max={RAG_LIMITS.titleLength} />
              </div>
              <Input
                id="text-title"
                autoFocus
                autoComplete="off"
                className="mt-1"
                aria-invalid={errors.title ? true : undefined}
                aria-describedby={`text-title-count${errors.title ? ' text-title-error' : ''}`}
                {...form.register('title')}
              />
              {errors.title && (
                <p id="text-title-error" className="mt-1 text-sm font-medium text-red-700">
                  {fieldMessage('The title', errors.title.message)}
                </p>
              )}
            </div>
            <div>
              <div className="flex items-baseline justify-between gap-2">
                <label htmlFor="text-content" className="text-sm font-medium text-slate-800">
                  Content
                </label>
                <CharacterCount id="text-content-count" length={content.length} max={RAG_LIMITS.contentLength} />
              </div>
              <Textarea
                id="text-content"
                rows={16}
                className="mt-1 font-mono text-[13px]"
                aria-invalid={errors.content ? true : undefined}
                aria-describedby={`text-content-count text-content-hint${errors.content ? ' text-content-error' : ''}`}
                {...form.register('content')}
              />
              {errors.content && (
                <p id="text-content-error" className="mt-1 text-sm font-medium text-red-700">
                  {fieldMessage('The content', errors.content.message)}
                </p>
              )}
              <p id="text-content-hint" className="mt-1 text-xs text-slate-500">
                Plain text or Markdown (bold, italics, lists and links show as such in a reply). It is split at headings and
                paragraphs into passages of up to about 1,000 characters, which suggestions quote.
              </p>
            </div>
          </div>
          <EditorFooter onCancel={requestClose} saving={isSubmitting} saveLabel={stored ? 'Save text' : 'Add text'} />
        </form>
      )}
    </EditorSheet>
  );
}
