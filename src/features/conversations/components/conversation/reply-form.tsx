import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { DEFAULT_DELAY_SECONDS, ReplyBodySchema, type ReplyBody } from '#contract/compose';
import type { Conversation } from '#contract/conversations';
import type { RagSearchResult } from '#contract/rag';
import type { RagProposalOrigin } from '#contract/rag-proposals';
import type { Snippet } from '#contract/snippets';
import { useToast } from '../../../../components/ui/toast';
import { cn } from '../../../../lib/cn';
import { ApiError, isApiError } from '../../../../lib/api-client';
import { actionWords, textField } from '../../../snippets/action-words';
import { snippetPreviewQueryOptions, useApplySnippet } from '../../api/apply-snippet';
import { useSendReply } from '../../api/reply';
import { draftKey, type DraftOwner } from '../../drafts';
import { AddressField } from '../compose/address-field';
import { CcBccToggles, FormRootError, MessageBodyFields, SendControls, toggleClass } from '../compose/message-fields';
import { MESSAGE_SERVER_FIELDS, useMessageComposer } from '../compose/use-message-composer';
import { useSnippetInsertion } from '../compose/use-snippet-insertion';
import { sendShortcut } from '../editor/editor-toolbar';
import type { HtmlEditorHandle } from '../editor/html-editor';
import { insertedAnswerHtml } from './answer-html';
import { AnswerSearch } from './answer-search';
import { useCustomerQuestion } from './suggested-answers';
import { CollisionDialog } from './collision-dialog';
import { DiscardReply } from './discard-reply';
import { SuggestedAnswers } from './suggested-answers';
import { useCollisionGuard } from './use-collision-guard';
import { useFollowQueuedActions } from './use-follow-queued-actions';
import { keepsAnswer, usedSourceOf } from './used-answer';

const isEmpty = (v: ReplyBody) =>
  !(v.content?.content || v.content?.attachments?.length || v.content?.actions?.length || v.cc?.trim() || v.bcc?.trim());

/** For the header's "Apply snippet" menu and the shortcuts. */
export interface ReplyFormHandle {
  focus: () => void;
  insertSnippet: (snippet: Snippet) => Promise<void>;
}

/**
 * The reply editor under the thread. Sent with the signed-in agent as sender. Its draft is kept in the
 * browser as the agent types, and Undo send gives the reply back here (text, formatting, files and queued
 * actions). "/" picks a snippet: its reply filled for this conversation, its other steps run once sent.
 */
export function ReplyForm({
  conversation,
  owner,
  onRestored,
  ref,
}: {
  conversation: Conversation;
  owner: DraftOwner;
  onRestored: () => void;
  ref?: Ref<ReplyFormHandle>;
}) {
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const reply = useSendReply(conversation.id);
  const apply = useApplySnippet(conversation.id);
  const follow = useFollowQueuedActions(conversation.id);
  const editor = useRef<HtmlEditorHandle>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const form = useForm<ReplyBody, unknown, ReplyBody>({
    resolver: zodResolver(ReplyBodySchema, undefined, { raw: true }),
    mode: 'onTouched',
    defaultValues: {
      cc: '',
      bcc: '',
      content: { content: '', attachments: [], actions: [] },
      delay: DEFAULT_DELAY_SECONDS,
      agent_id: owner.agentId,
    },
  });
  // The collision guard follows whether the editor holds a reply. (Teammates see the agent replying from the
  // kept draft, which outlives the form: see holdReplyDrafts.)
  const writing = !isEmpty(useWatch({ control: form.control }) as ReplyBody);
  const guard = useCollisionGuard({ conversationId: conversation.id, writing });
  // The text of the answer the reply records (ai_source), while this form knows it (not after a reload).
  const usedAnswer = useRef<{ uuid: string; text: string } | null>(null);
  const withoutDeletedAnswer = (body: ReplyBody): ReplyBody => {
    const known = usedAnswer.current;
    if (!body.ai_source || known?.uuid !== body.ai_source.uuid || keepsAnswer(body.content.content, known.text)) return body;
    return { ...body, ai_source: undefined };
  };
  const composer = useMessageComposer<ReplyBody>({
    form,
    draftKey: draftKey(owner, { kind: 'reply', conversationId: conversation.id }),
    isEmpty,
    // The unsent reply when the agent comes back (another conversation, a reload, signing in again), or the
    // one Undo gave back.
    restore: (draft) => ({ ...draft, agent_id: owner.agentId }),
    onRestored,
    // An answer the agent inserted and then deleted (or rewrote) is no answer the reply used.
    send: (body) =>
      guard.send(withoutDeletedAnswer(body), (guarded) => reply.mutateAsync(guarded)).catch((error: unknown) => {
        // The answer's source went away meanwhile (deleted): the reply no longer names it, the agent sends again.
        if (isApiError(error) && error.status === 400 && error.message.startsWith('ai_source')) {
          form.setValue('ai_source', undefined);
          throw new ApiError(400, 'The AI answer you used is no longer in the store, so the reply was not sent. Send again to send it as it is.');
        }
        throw error;
      }),
    serverFields: MESSAGE_SERVER_FIELDS,
    kind: 'reply',
    sentToast: () => ({ title: 'Reply sent', tone: 'success' }),
    // Actions run once the reply went out: the conversation is watched until they did.
    onSent: (message, values) => {
      if (values.content.actions?.length) follow(message.id);
    },
  });
  const [cc = '', bcc = ''] = useWatch({ control: form.control, name: ['cc', 'bcc'] });
  const [searching, setSearching] = useState(false);
  const question = useCustomerQuestion(conversation.id);
  const searchTrigger = useRef<HTMLButtonElement>(null);
  const closeSearch = () => {
    setSearching(false);
    searchTrigger.current?.focus();
  };
  // An answer from the AI store at the caret; its source goes with the reply (a use counted; for a Q&A, the server
  // proposes the customer's wording for it). The latest one inserted is the one recorded.
  const insertAnswer = (answer: RagSearchResult, origin: RagProposalOrigin) => {
    editor.current?.insertHtml(insertedAnswerHtml(answer));
    const used = usedSourceOf(answer, origin);
    form.setValue('ai_source', used, { shouldDirty: true });
    usedAnswer.current = { uuid: used.uuid, text: answer.answer };
  };
  // Emptying the editor takes the inserted answer out, and with it what the reply would say it used.
  const body = useWatch({ control: form.control, name: 'content.content' });
  const hadBody = useRef(false);
  useEffect(() => {
    if (hadBody.current && !body && form.getValues('ai_source')) form.setValue('ai_source', undefined);
    hadBody.current = Boolean(body);
  }, [body, form]);
  const { errors } = form.formState;

  const insertSnippet = useSnippetInsertion({
    editor,
    composer,
    // The server fills the variables for this conversation (the apply endpoint's preview).
    fillReply: async (snippet) => {
      const preview = await queryClient.fetchQuery(snippetPreviewQueryOptions(conversation.id, snippet));
      return textField(preview.actions.find((a) => a.name === 'reply')?.data, 'content');
    },
    applyNow: async (snippet) => {
      const result = await apply.mutateAsync(snippet.id);
      toast.show({
        title: `Applied "${snippet.title}"`,
        description: result.actions.map((a) => actionWords(a)).join(', '),
        tone: 'success',
      });
    },
  });
  useImperativeHandle(ref, () => ({ focus: () => editor.current?.focus(), insertSnippet: (snippet) => insertSnippet(snippet) }));

  const onSubmit = composer.submit;
  const contact = conversation.contact;

  return (
    <FormProvider {...form}>
      <form ref={formElement} onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Send a reply" className="flex flex-col gap-2">
        <div className="flex items-center gap-2 text-xs text-slate-500">
          <span>
            To <span className="font-medium text-slate-700">{contact.name ? `${contact.name} <${contact.email ?? ''}>` : contact.email}</span>
          </span>
          <span className="ml-auto flex gap-0.5">
            <button
              ref={searchTrigger}
              type="button"
              className={cn(toggleClass, 'py-0.5 whitespace-nowrap')}
              aria-expanded={searching}
              aria-controls={searching ? `${id}-answers` : undefined}
              title="Search the AI answers (Q&A and help texts) in your own words"
              onClick={() => (searching ? closeSearch() : setSearching(true))}
            >
              Search answers
            </button>
            <CcBccToggles composer={composer} className="py-0.5" />
          </span>
        </div>
        {(composer.showCc || composer.showBcc) && (
          <div className="-mx-5 border-y border-slate-100">
            {composer.showCc && (
              <AddressField id={`${id}-cc`} label="Cc" field={form.register('cc')} value={cc} error={errors.cc?.message} autoFocus={!cc} />
            )}
            {composer.showBcc && (
              <AddressField id={`${id}-bcc`} label="Bcc" field={form.register('bcc')} value={bcc} error={errors.bcc?.message} autoFocus={!bcc} />
            )}
          </div>
        )}
        <SuggestedAnswers
          conversationId={conversation.id}
          scopeRef={formElement}
          onInsert={insertAnswer}
          onAllDismissed={() => searchTrigger.current?.focus()}
        />
        {searching && (
          <AnswerSearch
            id={`${id}-answers`}
            initial={question}
            onClose={closeSearch}
            onInsert={(answer) => {
              insertAnswer(answer, 'searched');
              setSearching(false);
            }}
          />
        )}
        <MessageBodyFields
          id={id}
          label="Reply"
          errorLabel="Your reply"
          placeholder={`Write a reply…  (/ for snippets, ${sendShortcut} to send)`}
          composer={composer}
          editorRef={editor}
          onSubmit={() => void onSubmit()}
          onSnippet={(snippet, range) => void insertSnippet(snippet, range)}
          className="max-h-72"
        />
        <FormRootError />
        {/* Sticky: when the reply box scrolls (a long draft on a small screen), Send stays at its foot. */}
        <div className="sticky -bottom-4 z-10 -mx-5 -mb-4 flex items-center gap-2 bg-white px-5 pt-2 pb-4">
          <SendControls id={id} composer={composer} />
          {writing && (
            <DiscardReply
              onDiscard={() => {
                composer.discard();
                // Back to the empty editor once the dialog has given the focus back (to its trigger, now gone).
                requestAnimationFrame(() => editor.current?.focus());
              }}
            />
          )}
        </div>
        <CollisionDialog {...guard.dialog} />
      </form>
    </FormProvider>
  );
}
