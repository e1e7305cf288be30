import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, CheckCircle2, FileDown, Inbox } from 'lucide-react';
import type { Conversation } from '../../../../../contract/conversations';
import { useToast } from '../../../../components/ui/toast';
import { sessionQueryOptions } from '../../../session/api/session';
import { conversationExportUrl } from '../../api/export-url';
import { useUpdateConversation, type ConversationChange } from '../../api/update-conversation';
import { AssigneeMenu } from './assignee-menu';
import { pillButtonClass } from './menu-styles';
import { StatusMenu } from './status-menu';
import { TagEditor } from './tag-editor';

/** Subject, contact, and what agents change in place: status, assignee, tags. Plus the PDF export. */
export function ConversationHeader({ conversation }: { conversation: Conversation }) {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  const update = useUpdateConversation(conversation.id);
  const toast = useToast();
  const change = (next: ConversationChange) =>
    update.mutate(next, {
      onError: (error) => toast.show({ title: 'The change was not saved', description: error.message, tone: 'error' }),
    });
  const { contact } = conversation;
  const open = conversation.status === 'opened';

  return (
    <header className="shrink-0 border-b border-slate-200 bg-white px-6 pt-4 pb-3">
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
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" className={pillButtonClass} onClick={() => change({ status: open ? 'CLOSED' : 'OPENED' })}>
            {open ? (
              <CheckCircle2 aria-hidden="true" className="size-4 text-slate-500" />
            ) : (
              <Inbox aria-hidden="true" className="size-4 text-slate-500" />
            )}
            {open ? 'Close' : 'Reopen'}
          </button>
          <StatusMenu conversation={conversation} onChange={change} />
          <AssigneeMenu conversation={conversation} meId={session.agent.id} onChange={change} />
          <a href={conversationExportUrl(conversation.id)} download className={pillButtonClass}>
            <FileDown aria-hidden="true" className="size-4 text-slate-500" />
            Export PDF
          </a>
        </div>
      </div>
      <div className="mt-2.5">
        <TagEditor tags={conversation.tags} onChange={change} />
      </div>
    </header>
  );
}
