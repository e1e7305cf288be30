import { useSuspenseQuery } from '@tanstack/react-query';
import { MessageSquareReply, StickyNote } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import type { Conversation } from '#contract/conversations';
import type { Snippet } from '#contract/snippets';
import { cn } from '../../../../lib/cn';
import { sessionQueryOptions } from '../../../session/api/session';
import { NoteForm, type NoteFormHandle } from './note-form';
import { ReplyForm, type ReplyFormHandle } from './reply-form';

const tabClass =
  'inline-flex items-center gap-1.5 rounded-md px-2.5 py-1 text-sm font-medium text-slate-500 hover:text-slate-800 ' +
  'focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=active]:bg-slate-100 data-[state=active]:text-slate-900';

type Mode = 'reply' | 'note';

/** For the r and n shortcuts, and the header's "Apply snippet" menu. */
export interface ReplyBoxHandle {
  focusReply: () => void;
  focusNote: () => void;
  /** Its reply into the reply (the other steps queued), or its actions applied now when it has no reply. */
  insertSnippet: (snippet: Snippet) => Promise<void>;
}

/** Reply | Note under the thread. Both stay mounted, so switching never loses what was typed. */
export function ReplyBox({ conversation, ref }: { conversation: Conversation; ref?: Ref<ReplyBoxHandle> }) {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  const owner = useMemo(() => ({ organizationId: session.organization.id, agentId: session.agent.id }), [session]);
  const [mode, setMode] = useState<Mode>('reply');
  const replyForm = useRef<ReplyFormHandle>(null);
  const note = useRef<NoteFormHandle>(null);

  useImperativeHandle(ref, () => {
    // The hidden tab's field cannot take the focus: show it first, then focus.
    const show = (next: Mode) => flushSync(() => setMode(next));
    return {
      focusReply: () => {
        show('reply');
        replyForm.current?.focus();
      },
      insertSnippet: async (snippet) => {
        if (snippet.actions.some((a) => a.name === 'reply')) show('reply');
        await replyForm.current?.insertSnippet(snippet);
      },
      focusNote: () => {
        show('note');
        note.current?.focus();
      },
    };
  }, []);

  return (
    <Tabs.Root
      value={mode}
      onValueChange={(value) => setMode(value as Mode)}
      className={cn(
        // scroll-pb: what scrolls into view (the caret, an error) stops above the sticky Send row
        'relative z-10 min-h-0 scroll-pb-16 overflow-y-auto border-t px-5 pt-2.5 pb-4 transition-colors',
        mode === 'note' ? 'border-amber-200 bg-amber-50/40' : 'border-slate-200 bg-white',
      )}
    >
      <Tabs.List aria-label="Reply or internal note" className="mb-2 flex gap-1">
        <Tabs.Trigger value="reply" className={tabClass}>
          <MessageSquareReply aria-hidden="true" className="size-4" /> Reply
        </Tabs.Trigger>
        <Tabs.Trigger value="note" className={cn(tabClass, 'data-[state=active]:bg-amber-100 data-[state=active]:text-amber-900')}>
          <StickyNote aria-hidden="true" className="size-4" /> Note
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="reply" forceMount className="focus-visible:outline-none data-[state=inactive]:hidden">
        <ReplyForm ref={replyForm} conversation={conversation} owner={owner} onRestored={() => setMode('reply')} />
      </Tabs.Content>
      <Tabs.Content value="note" forceMount className="focus-visible:outline-none data-[state=inactive]:hidden">
        <NoteForm ref={note} conversationId={conversation.id} owner={owner} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
