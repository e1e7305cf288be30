import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { parseAddressList } from '#contract/address-list';
import { ComposeBodySchema, DEFAULT_DELAY_SECONDS, SUBJECT_MAX, type ComposeBody } from '#contract/compose';
import type { Channel } from '#contract/channels';
import { fillTemplate, firstName, type TemplateValues } from '#contract/template-variables';
import { cn } from '../../../../lib/cn';
import { sessionQueryOptions } from '../../../session/api/session';
import { textField } from '../../../snippets/action-words';
import { useComposeMessage } from '../../api/compose';
import { draftKey, type DraftOwner } from '../../drafts';
import type { HtmlEditorHandle } from '../editor/html-editor';
import { AddressField } from './address-field';
import { FieldError } from './field-error';
import { defaultChannelId, lastChannel } from './last-channel';
import { CcBccToggles, FormRootError, MessageBodyFields, SendControls } from './message-fields';
import { labelFieldMessage } from './server-errors';
import { SignaturePreview } from './signature-preview';
import { MESSAGE_SERVER_FIELDS, useMessageComposer } from './use-message-composer';
import { useSnippetInsertion } from './use-snippet-insertion';

const SERVER_FIELDS = { ...MESSAGE_SERVER_FIELDS, channel_id: 'channel_id', to: 'to', subject: 'subject' } as const;

const isEmpty = (v: ComposeBody) =>
  !(
    v.to?.trim() ||
    v.cc?.trim() ||
    v.bcc?.trim() ||
    v.subject?.trim() ||
    v.content?.content ||
    v.content?.attachments?.length ||
    v.content?.actions?.length
  );

/**
 * The drawer's form: the server's own schema (ComposeBodySchema) validates it, server errors land on their
 * field. One draft, kept in the browser as the agent types, given back when the drawer opens again. A snippet
 * ("/") is filled here in the browser, since there is no conversation yet for the server to fill it from.
 */
export function ComposeForm({
  channels,
  owner,
  initial,
  onDirtyChange,
  onSent,
  onReopen,
}: {
  channels: Channel[];
  owner: DraftOwner;
  initial: { to?: string; subject?: string };
  onDirtyChange: (dirty: boolean) => void;
  onSent: () => void;
  onReopen: () => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const compose = useComposeMessage();
  const { data: session } = useQuery(sessionQueryOptions());
  const editor = useRef<HtmlEditorHandle>(null);
  // The channel the agent sent from last, else the main address.
  const [startChannel] = useState(() => defaultChannelId(channels, lastChannel.read(owner)));
  const form = useForm<ComposeBody, unknown, ComposeBody>({
    resolver: zodResolver(ComposeBodySchema, undefined, { raw: true }),
    mode: 'onTouched',
    defaultValues: {
      channel_id: startChannel,
      to: initial.to ?? '',
      cc: '',
      bcc: '',
      subject: initial.subject ?? '',
      content: { content: '', attachments: [], actions: [] },
      delay: DEFAULT_DELAY_SECONDS,
      agent_id: owner.agentId,
    },
  });
  const composer = useMessageComposer<ComposeBody>({
    form,
    draftKey: draftKey(owner, { kind: 'compose' }),
    isEmpty,
    // The kept draft, or one given back by Undo: the values come back, still "dirty" so closing asks before
    // discarding them. A channel that no longer exists falls back to the default one.
    restore: (draft) => {
      const channel = channels.some((c) => c.id === draft.channel_id) ? draft.channel_id : startChannel;
      return { ...draft, channel_id: channel as number, agent_id: owner.agentId };
    },
    send: (body) => compose.mutateAsync({ ...body, subject: body.subject?.trim() || undefined }),
    serverFields: SERVER_FIELDS,
    kind: 'compose',
    sentToast: (message) => ({
      title: 'Message sent',
      tone: 'success',
      action: {
        label: 'Open conversation',
        onClick: () => void navigate({ to: '/inbox/$conversationId', params: { conversationId: String(message.conversation_id) } }),
      },
    }),
    onSent: (_message, values) => {
      lastChannel.remember(owner, values.channel_id);
      onSent();
    },
    onUndone: onReopen,
    focusServerError: true,
  });
  const { errors, isDirty } = form.formState;
  const [to = '', cc = '', bcc = '', subject = ''] = useWatch({ control: form.control, name: ['to', 'cc', 'bcc', 'subject'] });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  // Straight to the recipients (the drawer's focus trap keeps a focus already inside it).
  useEffect(() => form.setFocus('to'), [form]);

  // No conversation yet: the variables come from the first recipient, the subject and the signed-in agent.
  const composeValues = (toText: string, subjectText: string): TemplateValues => {
    const parsed = parseAddressList(toText, 'to');
    const recipient = parsed.ok ? parsed.addresses[0] : undefined;
    const agent = session?.agent.name ?? '';
    return {
      'contact.name': recipient?.name ?? '',
      'contact.first_name': firstName(recipient?.name ?? ''),
      'contact.email': recipient?.email ?? '',
      'agent.name': agent,
      'agent.first_name': firstName(agent),
      'conversation.subject': subjectText,
      'organization.name': session?.organization.name ?? '',
    };
  };

  const insertSnippet = useSnippetInsertion({
    editor,
    composer,
    fillReply: async (_snippet, reply) => {
      const values = form.getValues();
      return fillTemplate(textField(reply.data, 'content'), composeValues(values.to ?? '', values.subject ?? ''), { html: true });
    },
  });

  const channelId = useWatch({ control: form.control, name: 'channel_id' });

  const onSubmit = composer.submit;
  const subjectTooLong = subject.length > SUBJECT_MAX;

  return (
    <FormProvider {...form}>
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
              <CcBccToggles composer={composer} className="py-1" />
            </div>
          }
        />
        {composer.showCc && (
          <AddressField id={`${id}-cc`} label="Cc" field={form.register('cc')} value={cc} error={errors.cc?.message} autoFocus={!cc} />
        )}
        {composer.showBcc && (
          <AddressField
            id={`${id}-bcc`}
            label="Bcc"
            field={form.register('bcc')}
            value={bcc}
            error={errors.bcc?.message}
            autoFocus={!bcc}
          />
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
          <MessageBodyFields
            id={id}
            label="Message"
            errorLabel="Message"
            placeholder="Write your message…  (/ for snippets)"
            composer={composer}
            editorRef={editor}
            onSubmit={() => void onSubmit()}
            onSnippet={(snippet, range) => void insertSnippet(snippet, range)}
            className="min-h-0 flex-1"
            minHeightClass="[&_.ProseMirror]:min-h-48"
          />
          <SignaturePreview channel={channels.find((c) => c.id === Number(channelId))} values={composeValues(to, subject)} />
        </div>
        <FormRootError className="mx-5 mb-3" />
        <footer className="border-t border-slate-200 bg-slate-50/80 px-5 py-3">
          <SendControls id={id} composer={composer} />
        </footer>
      </form>
    </FormProvider>
  );
}
