import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DEFAULT_DELAY_SECONDS, ReplyBodySchema, type ReplyBody } from '../../../../../contract/compose';
import type { Conversation } from '../../../../../contract/conversations';
import { Button } from '../../../../components/ui/button';
import { useToast } from '../../../../components/ui/toast';
import { isApiError } from '../../../../lib/api-client';
import { useSendReply } from '../../api/reply';
import { AddressField } from '../compose/address-field';
import { AttachButton, AttachmentChips } from '../compose/attachment-picker';
import { DelaySelect } from '../compose/delay-select';
import { FieldError } from '../compose/field-error';
import { attachmentErrorMessages } from '../compose/form-errors';
import { deadlineOf, pendingSends } from '../compose/pending-sends';
import { replyDraftKey, stashDraft, useRestoredDraft } from '../compose/restored-drafts';
import { fieldOfServerError, labelFieldMessage } from '../compose/server-errors';
import { sendShortcut } from '../editor/editor-toolbar';
import { HtmlEditor } from '../editor/html-editor';

const SERVER_FIELDS = {
  cc: 'cc',
  bcc: 'bcc',
  content: 'content.content',
  'content.content': 'content.content',
  'content.attachments': 'content.attachments',
  delay: 'delay',
} as const;

const toggleClass =
  'rounded px-1.5 py-0.5 text-xs font-medium text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600';

const hasContent = (v: ReplyBody) => Boolean(v.content.content || v.content.attachments?.length || v.cc || v.bcc);

/** The reply editor under the thread. Sent with the signed-in agent as sender; Undo gives the text back. */
export function ReplyForm({ conversation, agentId, onRestored }: { conversation: Conversation; agentId: number; onRestored: () => void }) {
  const id = useId();
  const toast = useToast();
  const reply = useSendReply(conversation.id);
  const [showCc, setShowCc] = useState(false);
  const [showBcc, setShowBcc] = useState(false);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const form = useForm<ReplyBody, unknown, ReplyBody>({
    resolver: zodResolver(ReplyBodySchema, undefined, { raw: true }),
    mode: 'onTouched',
    defaultValues: { cc: '', bcc: '', content: { content: '', attachments: [] }, delay: DEFAULT_DELAY_SECONDS, agent_id: agentId },
  });
  const { errors, isSubmitting } = form.formState;
  const [cc = '', bcc = ''] = useWatch({ control: form.control, name: ['cc', 'bcc'] });
  const key = replyDraftKey(conversation.id);

  // A draft comes back after Undo, or when the agent returns to a conversation with an unsent reply.
  useRestoredDraft<ReplyBody>(key, (draft) => {
    form.reset(draft, { keepDefaultValues: true });
    setShowCc(Boolean(draft.cc));
    setShowBcc(Boolean(draft.bcc));
    onRestored();
  });
  useEffect(() => {
    return () => {
      const values = form.getValues();
      if (hasContent(values)) stashDraft(key, values);
    };
  }, [form, key]);

  const onSubmit = form.handleSubmit(async (values) => {
    const body: ReplyBody = {
      ...values,
      cc: values.cc?.trim() || undefined,
      bcc: values.bcc?.trim() || undefined,
      content: {
        content: values.content.content,
        ...(values.content.attachments?.length ? { attachments: values.content.attachments } : {}),
      },
    };
    try {
      const message = await reply.mutateAsync(body);
      if (message.status === 'scheduled' && (values.delay ?? 0) > 0) {
        pendingSends.add({
          conversationId: conversation.id,
          messageId: message.id,
          kind: 'reply',
          deadline: deadlineOf(message),
          restore: () => stashDraft(key, values),
        });
      } else {
        toast.show({ title: 'Reply sent', tone: 'success' });
      }
      form.reset();
      setShowCc(false);
      setShowBcc(false);
      setFileErrors([]);
    } catch (error) {
      const { field, message } = fieldOfServerError(isApiError(error) ? error.message : 'Could not send. Try again.', SERVER_FIELDS);
      if (field === 'cc') setShowCc(true);
      if (field === 'bcc') setShowBcc(true);
      form.setError(field, { type: 'server', message });
    }
  });

  const attachmentMessages = attachmentErrorMessages(
    errors.content?.attachments,
    (form.getValues('content.attachments') ?? []).map((a) => a.name),
  );
  const contact = conversation.contact;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Send a reply" className="flex flex-col gap-2">
      <div className="flex items-center gap-2 text-xs text-slate-500">
        <span>
          To <span className="font-medium text-slate-700">{contact.name ? `${contact.name} <${contact.email ?? ''}>` : contact.email}</span>
        </span>
        <span className="ml-auto flex gap-0.5">
          {!showCc && (
            <button type="button" className={toggleClass} onClick={() => setShowCc(true)} aria-label="Add Cc recipients">
              Cc
            </button>
          )}
          {!showBcc && (
            <button type="button" className={toggleClass} onClick={() => setShowBcc(true)} aria-label="Add Bcc recipients">
              Bcc
            </button>
          )}
        </span>
      </div>
      {(showCc || showBcc) && (
        <div className="-mx-5 border-y border-slate-100">
          {showCc && (
            <AddressField id={`${id}-cc`} label="Cc" field={form.register('cc')} value={cc} error={errors.cc?.message} autoFocus={!cc} />
          )}
          {showBcc && (
            <AddressField
              id={`${id}-bcc`}
              label="Bcc"
              field={form.register('bcc')}
              value={bcc}
              error={errors.bcc?.message}
              autoFocus={!bcc}
            />
          )}
        </div>
      )}
      <Controller
        control={form.control}
        name="content.content"
        render={({ field }) => (
          <HtmlEditor
            id={`${id}-body`}
            label="Reply"
            placeholder={`Write a reply…  (${sendShortcut} to send)`}
            value={field.value}
            onChange={field.onChange}
            onSubmit={() => void onSubmit()}
            invalid={Boolean(errors.content?.content)}
            describedBy={errors.content?.content ? `${id}-body-error` : undefined}
            className="max-h-72"
          />
        )}
      />
      <FieldError id={`${id}-body-error`} message={labelFieldMessage(errors.content?.content?.message, 'content.content', 'Your reply')} />
      <Controller
        control={form.control}
        name="content.attachments"
        render={({ field }) => (
          <AttachmentChips
            id={`${id}-files`}
            value={field.value ?? []}
            onChange={field.onChange}
            errors={[...fileErrors, ...attachmentMessages]}
          />
        )}
      />
      {errors.root && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errors.root.message}
        </p>
      )}
      {/* Send sits on the left: toasts appear bottom-right and must never cover it. */}
      <div className="flex items-center gap-2">
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send'}
        </Button>
        <DelaySelect id={`${id}-delay`} field={form.register('delay', { valueAsNumber: true })} error={errors.delay?.message} />
        <Controller
          control={form.control}
          name="content.attachments"
          render={({ field }) => <AttachButton value={field.value ?? []} onChange={field.onChange} onErrors={setFileErrors} />}
        />
      </div>
    </form>
  );
}
