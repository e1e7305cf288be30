import { Paperclip } from 'lucide-react';
import { useId, useState } from 'react';
import type { Address, Message } from '#contract/conversations';
import { cn } from '../../../../lib/cn';
import { AttachmentList } from './attachment-list';
import { Avatar } from './avatar';
import { MessageBody } from './message-body';
import { MessageStatus } from './message-status';
import { RelativeTime } from './relative-time';

/**
 * Machine-written mail, said in words: a rule's auto-reply, or a received mail an auto-reply never answers (an
 * out-of-office, a newsletter, a bounce), with what marked it.
 */
function AutomatedBadge({ message }: { message: Message }) {
  const sent = message.direction === 'outbound';
  return (
    <span
      className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
      title={sent ? 'Sent by a rule, marked Auto-Submitted: auto-replied' : `Marked as automated: ${message.automated}`}
    >
      {sent ? 'Auto-reply' : 'Automated'}
    </span>
  );
}

const person = (a: Address) => (a.name ? `${a.name} <${a.email}>` : a.email);
const list = (addresses: Address[]) => addresses.map(person).join(', ');

/** One email of the thread: an article named by its sender and time. Older ones start as a one-line summary. */
export function MessageItem({ message, now, defaultExpanded }: { message: Message; now: number; defaultExpanded: boolean }) {
  const id = useId();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const outbound = message.direction === 'outbound';
  const sender = message.from.name || message.from.email;
  const cancelled = message.status === 'cancelled';

  if (!expanded) {
    return (
      <article aria-labelledby={`${id}-from ${id}-time`} className="rounded-xl border border-slate-200 bg-white shadow-xs">
        <button
          type="button"
          aria-expanded={false}
          // A short name: the preview inside is for the eyes, the whole message is one click away.
          aria-label={`Show the message from ${sender}`}
          onClick={() => setExpanded(true)}
          className="flex w-full items-center gap-3 rounded-xl px-4 py-2.5 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <Avatar name={sender} agent={outbound} size="sm" />
          <span id={`${id}-from`} className="shrink-0 text-sm font-semibold text-slate-900">
            {sender}
          </span>
          <span className="min-w-0 flex-1 truncate text-sm text-slate-500">{message.text.replace(/\s+/g, ' ').slice(0, 200)}</span>
          {message.attachments.length > 0 && <Paperclip aria-label="Has attachments" className="size-3.5 shrink-0 text-slate-400" />}
          <RelativeTime id={`${id}-time`} iso={message.created} now={now} className="shrink-0 text-xs text-slate-500" />
        </button>
      </article>
    );
  }

  return (
    <article
      aria-labelledby={`${id}-from ${id}-time`}
      className={cn('rounded-xl border bg-white shadow-xs', outbound ? 'border-indigo-100' : 'border-slate-200', cancelled && 'opacity-70')}
    >
      <header className="flex items-start gap-3 px-4 pt-3.5 pb-2">
        <Avatar name={sender} agent={outbound} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm">
            <span id={`${id}-from`} className="font-semibold text-slate-900">
              {sender}
            </span>{' '}
            <span className="text-slate-500">&lt;{message.from.email}&gt;</span>
          </p>
          <p className="truncate text-xs text-slate-500" title={[list(message.to), list(message.cc)].filter(Boolean).join(' · ')}>
            to {list(message.to) || 'nobody'}
            {message.cc.length > 0 && <> · cc {list(message.cc)}</>}
            {message.bcc.length > 0 && <> · bcc {list(message.bcc)}</>}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {message.automated && <AutomatedBadge message={message} />}
          {outbound && <MessageStatus message={message} />}
          <RelativeTime id={`${id}-time`} iso={message.created} now={now} className="text-xs text-slate-500" />
        </div>
      </header>
      {message.status === 'failed' && message.failure_reason && (
        <p className="mx-4 mb-2 rounded-md bg-red-50 px-3 py-2 text-xs text-red-800">
          <span className="font-semibold">Not delivered: </span>
          {message.failure_reason}
        </p>
      )}
      <div className="px-4 pb-4 sm:pl-15">
        <MessageBody html={message.html} text={message.text} title={`Message from ${sender}`} />
        <AttachmentList attachments={message.attachments} />
      </div>
    </article>
  );
}
