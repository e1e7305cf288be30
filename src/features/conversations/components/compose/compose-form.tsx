import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ComposeBodySchema, DEFAULT_DELAY_SECONDS, SUBJECT_MAX, type ComposeBody } from '../../../../../contract/compose';
import type { Channel } from '../../../../../contract/channels';
import { Button } from '../../../../components/ui/button';
import { useToast } from '../../../../components/ui/toast';
import { isApiError } from '../../../../lib/api-client';
import { cn } from '../../../../lib/cn';
import { useComposeMessage } from '../../api/compose';
import { HtmlEditor } from '../editor/html-editor';
import { AddressField } from './address-field';
import { AttachButton, AttachmentChips } from './attachment-picker';
import { DelaySelect } from './delay-select';
import { FieldError } from './field-error';
import { attachmentErrorMessages } from './form-errors';
import { deadlineOf, pendingSends } from './pending-sends';
import { composeDraftKey, stashDraft, useRestoredDraft } from './restored-drafts';
import { fieldOfServerError, labelFieldMessage } from './server-errors';

const SERVER_FIELDS = {
  channel_id: 'channel_id',
  to: 'to',
  cc: 'cc',
  bcc: 'bcc',
  subject: 'subject',
  content: 'content.content',
  'content.content': 'content.content',
  'content.attachments': 'content.attachments',
  delay: 'delay',
} as const;

const ccToggleClass =
  'rounded px-1.5 py-1 text-xs font-medium text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600';

/** The drawer's form: the server's own schema (ComposeBodySchema) validates it, server errors land on their field. */
export function ComposeForm({
  channels,
  agentId,
  initial,
  onDirtyChange,
  onSent,
  onReopen,
}: {
  channels: Channel[];
  agentId: number;
  initial: { to?: string; subject?: string };
  onDirtyChange: (dirty: boolean) => void;
  onSent: () => void;
  onReopen: () => void;
}) {
  const id = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const compose = useComposeMessage();
  const [showCc, setShowCc] = useState(false);
  const [showBcc, setShowBcc] = useState(false);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const form = useForm<ComposeBody, unknown, ComposeBody>({
    resolver: zodResolver(ComposeBodySchema, undefined, { raw: true }),
    mode: 'onTouched',
    defaultValues: {
      channel_id: channels[0]?.id,
      to: initial.to ?? '',
      cc: '',
      bcc: '',
      subject: initial.subject ?? '',
      content: { content: '', attachments: [] },
      delay: DEFAULT_DELAY_SECONDS,
      agent_id: agentId,
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const [to = '', cc = '', bcc = '', subject = ''] = useWatch({ control: form.control, name: ['to', 'cc', 'bcc', 'subject'] });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  // Straight to the recipients (the drawer's focus trap keeps a focus already inside it).
  useEffect(() => form.setFocus('to'), [form]);

  // A draft given back by Undo: the values come back, still "dirty" so closing asks before discarding them.
  useRestoredDraft<ComposeBody>(composeDraftKey, (draft) => {
    form.reset(draft, { keepDefaultValues: true });
    setShowCc(Boolean(draft.cc));
    setShowBcc(Boolean(draft.bcc));
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const body: ComposeBody = {
      ...values,
      cc: values.cc?.trim() || undefined,
      bcc: values.bcc?.trim() || undefined,
      subject: values.subject?.trim() || undefined,
      content: {
        content: values.content.content,
        ...(values.content.attachments?.length ? { attachments: values.content.attachments } : {}),
      },
    };
    try {
      const message = await compose.mutateAsync(body);
      const open = () => void navigate({ to: '/inbox/$conversationId', params: { conversationId: String(message.conversation_id) } });
      if (message.status === 'scheduled' && (values.delay ?? 0) > 0) {
        pendingSends.add({
          conversationId: message.conversation_id,
          messageId: message.id,
          kind: 'compose',
          deadline: deadlineOf(message),
          restore: () => {
            stashDraft(composeDraftKey, values);
            onReopen();
          },
        });
      } else {
        toast.show({ title: 'Message sent', tone: 'success', action: { label: 'Open conversation', onClick: open } });
      }
      form.reset();
      onSent();
    } catch (error) {
      const { field, message } = fieldOfServerError(isApiError(error) ? error.message : 'Could not send. Try again.', SERVER_FIELDS);
      if (field === 'cc') setShowCc(true);
      if (field === 'bcc') setShowBcc(true);
      form.setError(field, { type: 'server', message }, { shouldFocus: field !== 'root' && field !== 'content.content' });
    }
  });

  const attachmentNames = (form.getValues('content.attachments') ?? []).map((a) => a.name);
  const attachmentMessages = attachmentErrorMessages(errors.content?.attachments, attachmentNames);
  const subjectTooLong = subject.length > SUBJECT_MAX;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="New message" className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-3 border-b border-slate-100 px-5 py-1.5">
        <label htmlFor={`${id}-from`} className="w-12 shrink-0 text-sm text-slate-500">
          From
        </label>
        <div className="min-w-0 flex-1">
          <select
            id={`${id}-from`}
            aria-invalid={errors.channel_id ? true : undefined}
            aria-describedby={errors.channel_id ? `${id}-from-error` : undefined}
            className="h-8 w-full rounded-md bg-transparent px-1 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500/50"
            {...form.register('channel_id', { valueAsNumber: true })}
          >
            {channels.map((channel) => (
              <option key={channel.id} value={channel.id}>
                {channel.name} &lt;{channel.email}&gt;
              </option>
            ))}
          </select>
          <FieldError id={`${id}-from-error`} message={errors.channel_id?.message} />
        </div>
      </div>
      <AddressField
        id={`${id}-to`}
        label="To"
        field={form.register('to')}
        value={to}
        error={errors.to?.message}
        trailing={
          <div className="flex shrink-0 gap-0.5 pt-0.5">
            {!showCc && (
              <button type="button" className={ccToggleClass} onClick={() => setShowCc(true)} aria-label="Add Cc recipients">
                Cc
              </button>
            )}
            {!showBcc && (
              <button type="button" className={ccToggleClass} onClick={() => setShowBcc(true)} aria-label="Add Bcc recipients">
                Bcc
              </button>
            )}
          </div>
        }
      />
      {showCc && (
        <AddressField id={`${id}-cc`} label="Cc" field={form.register('cc')} value={cc} error={errors.cc?.message} autoFocus={!cc} />
      )}
      {showBcc && (
        <AddressField id={`${id}-bcc`} label="Bcc" field={form.register('bcc')} value={bcc} error={errors.bcc?.message} autoFocus={!bcc} />
      )}
      <div className="flex items-start gap-3 border-b border-slate-100 px-5 py-1.5">
        <label htmlFor={`${id}-subject`} className="w-12 shrink-0 pt-1.5 text-sm text-slate-500">
          Subject
        </label>
        <div className="min-w-0 flex-1">
          <input
            id={`${id}-subject`}
            autoComplete="off"
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={`${id}-subject-count${errors.subject ? ` ${id}-subject-error` : ''}`}
            className="h-8 w-full rounded-md px-1.5 text-sm font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500/50"
            {...form.register('subject')}
          />
          <FieldError id={`${id}-subject-error`} message={labelFieldMessage(errors.subject?.message, 'subject', 'Subject')} />
        </div>
        <span
          id={`${id}-subject-count`}
          className={cn('shrink-0 pt-2 text-xs tabular-nums', subjectTooLong ? 'font-semibold text-red-700' : 'text-slate-500')}
        >
          <span className="sr-only">Subject length: </span>
          {subject.length}/{SUBJECT_MAX}
        </span>
      </div>

      <div className="flex min-h-0 flex-1 flex-col gap-3 px-5 py-4">
        <Controller
          control={form.control}
          name="content.content"
          render={({ field }) => (
            <HtmlEditor
              id={`${id}-body`}
              label="Message"
              placeholder="Write your message…"
              value={field.value}
              onChange={field.onChange}
              onSubmit={() => void onSubmit()}
              invalid={Boolean(errors.content?.content)}
              describedBy={errors.content?.content ? `${id}-body-error` : undefined}
              className="min-h-0 flex-1"
              minHeightClass="[&_.ProseMirror]:min-h-48"
            />
          )}
        />
        <FieldError id={`${id}-body-error`} message={labelFieldMessage(errors.content?.content?.message, 'content.content', 'Message')} />
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
      </div>

      {errors.root && (
        <p role="alert" className="mx-5 mb-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errors.root.message}
        </p>
      )}
      {/* Send sits on the left: toasts appear bottom-right and must never cover it. */}
      <footer className="flex items-center gap-2 border-t border-slate-200 bg-slate-50/80 px-5 py-3">
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send'}
        </Button>
        <DelaySelect id={`${id}-delay`} field={form.register('delay', { valueAsNumber: true })} error={errors.delay?.message} />
        <Controller
          control={form.control}
          name="content.attachments"
          render={({ field }) => <AttachButton value={field.value ?? []} onChange={field.onChange} onErrors={setFileErrors} />}
        />
      </footer>
    </form>
  );
}
