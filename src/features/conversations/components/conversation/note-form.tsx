import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useImperativeHandle, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { NoteBodySchema, type NoteBody } from '#contract/compose';
import { Button } from '../../../../components/ui/button';
import { Textarea } from '../../../../components/ui/textarea';
import { isApiError } from '../../../../lib/api-client';
import { useAddNote } from '../../api/add-note';
import { draftKey, drafts, type DraftOwner } from '../../drafts';
import { useDraftAutosave, useRestoredDraft } from '../../use-draft';
import { FieldError } from '../compose/field-error';
import { fieldOfServerError, labelFieldMessage } from '../compose/server-errors';

const isEmpty = (v: NoteBody) => !v.body?.trim();

export interface NoteFormHandle {
  focus: () => void;
}

/** An internal note: plain text for the team, never sent. Its draft is kept in the browser like a reply's. */
export function NoteForm({ conversationId, owner, ref }: { conversationId: number; owner: DraftOwner; ref?: Ref<NoteFormHandle> }) {
  const id = useId();
  const addNote = useAddNote(conversationId);
  const form = useForm<NoteBody, unknown, NoteBody>({
    resolver: zodResolver(NoteBodySchema, undefined, { raw: true }),
    defaultValues: { body: '', agent_id: owner.agentId },
  });
  const { errors, isSubmitting } = form.formState;
  const key = draftKey(owner, { kind: 'note', conversationId });
  useRestoredDraft<NoteBody>(key, (draft) => form.reset({ body: draft.body, agent_id: owner.agentId }, { keepDefaultValues: true }));
  useDraftAutosave(key, form, isEmpty);
  useImperativeHandle(ref, () => ({ focus: () => form.setFocus('body') }), [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await addNote.mutateAsync(values);
      drafts.discard(key);
      form.reset();
    } catch (error) {
      const { field, message } = fieldOfServerError(isApiError(error) ? error.message : 'Could not add the note. Try again.', {
        body: 'body',
      } as const);
      form.setError(field, { type: 'server', message });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Add an internal note" className="flex flex-col gap-2">
      <p className="text-xs text-amber-800">Only your team sees notes. They are never sent to the customer.</p>
      <label htmlFor={`${id}-body`} className="sr-only">
        Internal note
      </label>
      <Textarea
        id={`${id}-body`}
        placeholder="Write a note for your team…"
        className="max-h-72 border-amber-300 bg-amber-50/60 focus-visible:border-amber-500 focus-visible:outline-amber-500/30"
        aria-invalid={errors.body ? true : undefined}
        aria-describedby={errors.body ? `${id}-error` : undefined}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            void onSubmit();
          }
        }}
        {...form.register('body')}
      />
      <FieldError id={`${id}-error`} message={labelFieldMessage(errors.body?.message, 'body', 'The note')} />
      {errors.root && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errors.root.message}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="border-amber-300 bg-amber-100 text-amber-900 hover:bg-amber-200">
          {isSubmitting ? 'Adding…' : 'Add note'}
        </Button>
      </div>
    </form>
  );
}
