import { zodResolver } from '@hookform/resolvers/zod';
import DOMPurify from 'dompurify';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ARTICLE_BODY_MAX, ARTICLE_EXCERPT_MAX, ARTICLE_TITLE_MAX, type Article } from '#contract/knowledge-articles';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input, fieldClass } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { EditorSheet } from '../../ai-sources/components/editor-sheet';
import { HtmlEditor } from '../../conversations/components/editor/html-editor';
import { useDeleteArticle } from '../api/delete-article';
import { articleQueryOptions } from '../api/get-article';
import { categoriesQueryOptions } from '../api/list-categories';
import { useSaveArticle, type ArticleInput } from '../api/save-article';
import { uploadArticleImage } from '../api/upload-image';

// The article editor, in a drawer: title, category, summary and the body in the reply box's editor (with headings,
// lists, links and images), a preview of the page as the site shows it, and save as draft, publish, unpublish.

const schema = z.object({
  title: z.string().trim().min(1, 'Give the article a title.').max(ARTICLE_TITLE_MAX, `At most ${ARTICLE_TITLE_MAX} characters.`),
  category: z.string(),
  excerpt: z.string().max(ARTICLE_EXCERPT_MAX, `At most ${ARTICLE_EXCERPT_MAX} characters.`),
  body: z.string().max(ARTICLE_BODY_MAX, `The article is longer than ${ARTICLE_BODY_MAX.toLocaleString()} characters of HTML.`),
});
type Values = z.infer<typeof schema>;

export function ArticleEditor({ id, onClose, onSaved }: { id: number | 'new'; onClose: () => void; onSaved: (article: Article) => void }) {
  const article = useQuery({ ...articleQueryOptions(id === 'new' ? 0 : id), enabled: id !== 'new' });
  if (id !== 'new' && !article.data) {
    return (
      <EditorSheet title="Edit article" dirty={false} onClose={onClose}>
        {() =>
          article.isError ? (
            <p role="alert" className="p-5 text-sm text-red-700">
              The article could not be loaded: {article.error.message}
            </p>
          ) : (
            <div role="status" className="space-y-3 p-5">
              <span className="sr-only">Loading the article…</span>
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-64 w-full" />
            </div>
          )
        }
      </EditorSheet>
    );
  }
  return <ArticleForm key={article.data?.id ?? 'new'} article={id === 'new' ? undefined : article.data} onClose={onClose} onSaved={onSaved} />;
}

function ArticleForm({ article, onClose, onSaved }: { article: Article | undefined; onClose: () => void; onSaved: (article: Article) => void }) {
  const formId = useId();
  const { data: categories } = useSuspenseQuery(categoriesQueryOptions());
  const save = useSaveArticle();
  const remove = useDeleteArticle();
  const [preview, setPreview] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [serverError, setServerError] = useState('');
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: article?.title ?? '',
      category: article?.category_id === null || article?.category_id === undefined ? '' : String(article.category_id),
      excerpt: article?.excerpt ?? '',
      body: article?.body ?? '',
    },
  });
  const { errors, isDirty, dirtyFields } = form.formState;

  const submit = (status: 'draft' | 'published' | undefined) =>
    form.handleSubmit(async (values) => {
      setServerError('');
      const input: ArticleInput = {
        title: values.title,
        body: values.body,
        category_id: values.category ? Number(values.category) : null,
        // The summary is sent only when changed: an untouched one stays "the start of the text", following it.
        ...(dirtyFields.excerpt ? { excerpt: values.excerpt.trim() || null } : {}),
        ...(status ? { status } : {}),
      };
      try {
        const saved = await save.mutateAsync({ ...(article ? { id: article.id } : {}), input });
        form.reset({ title: saved.title, category: values.category, excerpt: saved.excerpt, body: saved.body });
        onSaved(saved);
      } catch (err) {
        setServerError(err instanceof Error ? err.message : 'The article could not be saved.');
      }
    })();

  const published = article?.status === 'published';
  return (
    <EditorSheet title={article ? 'Edit article' : 'New article'} description={published ? 'Published: saving updates the public page at once.' : 'A draft: only your team sees it.'} dirty={isDirty} onClose={onClose}>
      {(requestClose) => (
        <form
          id={formId}
          className="flex min-h-0 flex-1 flex-col"
          onSubmit={(event) => {
            event.preventDefault();
            void submit(undefined);
          }}
        >
          <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 py-4">
            {article?.url && (
              <p className="flex items-center gap-1.5 text-sm">
                <a href={article.url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline">
                  View on the site <ExternalLink aria-hidden="true" className="size-3.5" />
                </a>
                <span className="text-slate-500">
                  · {article.views.toLocaleString()} views · {article.helpful} found it helpful, {article.not_helpful} did not
                </span>
              </p>
            )}
            <FormField id={`${formId}-title`} label="Title" error={errors.title?.message}>
              {(control) => <Input {...control} {...form.register('title')} maxLength={ARTICLE_TITLE_MAX} autoComplete="off" />}
            </FormField>
            <FormField id={`${formId}-category`} label="Category">
              {(control) => (
                <select {...control} {...form.register('category')} className={cn(fieldClass, 'h-9')}>
                  <option value="">No category</option>
                  {categories.map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {c.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField id={`${formId}-excerpt`} label="Summary" hint="Shown in lists and search engines; the start of the text when empty." error={errors.excerpt?.message}>
              {(control) => <textarea {...control} {...form.register('excerpt')} rows={2} maxLength={ARTICLE_EXCERPT_MAX} className={fieldClass} />}
            </FormField>
            <div>
              <div className="mb-1 flex items-center justify-between">
                <span id={`${formId}-body-label`} className="text-sm font-medium text-slate-700">
                  Article
                </span>
                <div role="group" aria-label="View" className="flex rounded-md border border-slate-300 p-0.5 text-xs">
                  <button type="button" aria-pressed={!preview} onClick={() => setPreview(false)} className={cn('rounded px-2 py-0.5', !preview && 'bg-slate-100 font-medium')}>
                    Write
                  </button>
                  <button type="button" aria-pressed={preview} onClick={() => setPreview(true)} className={cn('rounded px-2 py-0.5', preview && 'bg-slate-100 font-medium')}>
                    Preview
                  </button>
                </div>
              </div>
              <Controller
                control={form.control}
                name="body"
                render={({ field }) =>
                  preview ? (
                    <ArticlePreview title={form.getValues('title')} html={field.value} />
                  ) : (
                    <HtmlEditor
                      id={`${formId}-body`}
                      label="Article"
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      placeholder="Write the answer: headings, lists, links and images help readers scan it."
                      minHeightClass="[&_.ProseMirror]:min-h-72"
                      invalid={Boolean(errors.body)}
                      article={{ uploadImage: uploadArticleImage }}
                    />
                  )
                }
              />
              {errors.body && <p className="mt-1 text-sm font-medium text-red-700">{errors.body.message}</p>}
            </div>
            {serverError && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {serverError}
              </p>
            )}
          </div>
          <footer className="flex shrink-0 flex-wrap items-center justify-end gap-2 border-t border-slate-200 px-5 py-3">
            {article && (
              <Button variant="ghost" className="mr-auto text-red-700" onClick={() => setConfirmDelete(true)}>
                Delete
              </Button>
            )}
            <Button onClick={requestClose}>Cancel</Button>
            {published ? (
              <>
                <Button disabled={save.isPending} onClick={() => void submit('draft')}>
                  Unpublish
                </Button>
                <Button type="submit" variant="primary" disabled={save.isPending}>
                  {save.isPending ? 'Saving…' : 'Save'}
                </Button>
              </>
            ) : (
              <>
                <Button type="submit" disabled={save.isPending}>
                  Save draft
                </Button>
                <Button variant="primary" disabled={save.isPending} onClick={() => void submit('published')}>
                  {save.isPending ? 'Saving…' : 'Publish'}
                </Button>
              </>
            )}
          </footer>
          <ConfirmDialog
            open={confirmDelete}
            onOpenChange={setConfirmDelete}
            title={`Delete “${article?.title ?? ''}”?`}
            description="It leaves the site and the AI answers. Its old address answers 404."
            confirmLabel="Delete article"
            destructive
            onConfirm={() => {
              if (!article) return;
              remove.mutate(article.id, { onSuccess: onClose, onError: (err) => setServerError(err.message) });
            }}
          />
        </form>
      )}
    </EditorSheet>
  );
}

/**
 * The page as the site shows it, from the editor's HTML, purified here too (the server sanitizes with its
 * allow-list when it is saved; what is shown is what the site will show).
 */
function ArticlePreview({ title, html }: { title: string; html: string }) {
  return (
    <div className="max-h-[32rem] overflow-y-auto rounded-lg border border-slate-200 bg-white px-6 py-5">
      <h1 className="text-2xl font-semibold text-slate-900">{title || 'Untitled'}</h1>
      <div
        className="mt-3 text-[15px] leading-relaxed text-slate-800 [&_a]:text-indigo-700 [&_a]:underline [&_h2]:mt-5 [&_h2]:mb-1 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold [&_img]:my-3 [&_img]:max-w-full [&_img]:rounded [&_li]:my-0.5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-3 [&_ul]:list-disc [&_ul]:pl-6"
        dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html || '<p>Nothing written yet.</p>', { USE_PROFILES: { html: true } }) }}
      />
    </div>
  );
}
