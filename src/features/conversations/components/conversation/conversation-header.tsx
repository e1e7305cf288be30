import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, CheckCircle2, FileDown, Inbox, UserRound } from 'lucide-react';
import { useImperativeHandle, useState, type Ref } from 'react';
import type { Conversation } from '#contract/conversations';
import type { Snippet } from '#contract/snippets';
import { Tooltip } from '../../../../components/ui/tooltip';
import { cn } from '../../../../lib/cn';
import { sessionQueryOptions } from '../../../session/api/session';
import { conversationExportUrl } from '../../api/export-url';
import type { BulkChange } from '../../bulk-change';
import { useListActions } from '../../inbox-bridge';
import { useBulkActions } from '../inbox/use-bulk-actions';
import { ApplySnippetMenu } from './apply-snippet-menu';
import { AssigneeMenu } from './assignee-menu';
import { pillButtonClass } from './menu-styles';
import { SaveAsAnswerButton } from './save-as-answer';
import { DueBadge } from '../sla/due-badge';
import { StatusMenu } from './status-menu';
import { useNow } from './use-now';
import { TagEditor } from './tag-editor';

const nothing = () => {};

/** The header's due time, ticking on its own (the thread's clock is not the header's). */
function HeaderDueBadge({ sla }: { sla: Conversation['sla'] }) {
  const now = useNow();
  return <DueBadge sla={sla} now={now} long className="mt-1.5 text-xs" />;
}

/** For the a and t shortcuts. */
export interface ConversationHeaderHandle {
  openAssignee: () => void;
  openTags: () => void;
}

/**
 * Subject, contact, and what agents change: status, assignee, tags, each with the bulk toolbar's toast and Undo.
 * Plus saving its question and answer as an AI answer, and the PDF export. Closing, snoozing or marking as spam then opens the next conversation (auto-advance).
 */
export function ConversationHeader({
  conversation,
  notSavable,
  onShowCustomer,
  className,
  onApplySnippet,
  ref,
}: {
  conversation: Conversation;
  /** Why "Save as AI answer" has nothing to save yet, as the thread shows it (null: it has). */
  notSavable: string | null;
  /** Opens the customer drawer (below 1440 px, where the panel is not beside the thread). */
  onShowCustomer: () => void;
  /** A snippet chosen from the header: into the reply box, or applied at once. */
  onApplySnippet: (snippet: Snippet) => void;
  className?: string;
  ref?: Ref<ConversationHeaderHandle>;
}) {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  const own = useBulkActions({ onStart: nothing, onFailure: nothing });
  const listActions = useListActions();
  const [assigning, setAssigning] = useState(false);
  const [tagging, setTagging] = useState(false);
  useImperativeHandle(ref, () => ({ openAssignee: () => setAssigning(true), openTags: () => setTagging(true) }), []);

  // Every change is a bulk change of this one conversation, as the toolbar's are: the same toast, the same Undo.
  // The list runs it when it shows (a change that takes the conversation out of the queue opens the next one).
  const change = (next: BulkChange) => {
    const list = listActions();
    if (list) list.leave(conversation.id, next);
    else void own.run([conversation.id], next);
  };
  const { contact } = conversation;
  const open = conversation.status === 'opened';

  return (
    <header className={cn('relative z-10 border-b border-slate-200 bg-white px-6 pt-4 pb-3', className)}>
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1 basis-64">
          {/* Narrow screens show the conversation instead of the list: a way back. */}
          <Link
            to="/inbox"
            className="mb-1 inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 lg:hidden"
          >
            <ArrowLeft aria-hidden="true" className="size-4" /> Inbox
          </Link>
          <h1 id="conversation-subject" className="truncate text-lg font-semibold text-slate-900" title={conversation.subject}>
            {conversation.subject || '(no subject)'}
          </h1>
          <p className="mt-0.5 truncate text-sm text-slate-600">
            <span className="font-medium text-slate-800">{contact.name || contact.email}</span>
            {contact.email && contact.name && <span className="text-slate-500"> &lt;{contact.email}&gt;</span>}
            <span className="text-slate-500"> · #{conversation.id}</span>
          </p>
          <HeaderDueBadge sla={conversation.sla} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" className={pillButtonClass} onClick={() => change({ kind: 'status', status: open ? 'CLOSED' : 'OPENED' })}>
            {open ? (
              <CheckCircle2 aria-hidden="true" className="size-4 text-slate-500" />
            ) : (
              <Inbox aria-hidden="true" className="size-4 text-slate-500" />
            )}
            {open ? 'Close' : 'Reopen'}
          </button>
          <StatusMenu conversation={conversation} onChange={change} />
          <AssigneeMenu conversation={conversation} meId={session.agent.id} open={assigning} onOpenChange={setAssigning} onChange={change} />
          <ApplySnippetMenu onApply={onApplySnippet} />
          <SaveAsAnswerButton conversationId={conversation.id} notSavable={notSavable} />
          {/* An icon with its name in a tooltip: the header's row keeps its controls on one line at 1440 px. */}
          <Tooltip content="Export PDF">
            <a href={conversationExportUrl(conversation.id)} download aria-label="Export PDF" className={pillButtonClass}>
              <FileDown aria-hidden="true" className="size-4 text-slate-500" />
            </a>
          </Tooltip>
          <button type="button" aria-haspopup="dialog" className={cn(pillButtonClass, 'min-[90rem]:hidden')} onClick={onShowCustomer}>
            <UserRound aria-hidden="true" className="size-4 text-slate-500" />
            Customer details
          </button>
        </div>
      </div>
      <div className="mt-2.5">
        <TagEditor tags={conversation.tags} open={tagging} onOpenChange={setTagging} onChange={change} />
      </div>
    </header>
  );
}
