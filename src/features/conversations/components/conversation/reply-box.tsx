import { useSuspenseQuery } from '@tanstack/react-query';
import { MessageSquareReply, StickyNote } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import type { Conversation } from '../../../../../contract/conversations';
import { cn } from '../../../../lib/cn';
import { sessionQueryOptions } from '../../../session/api/session';
import { NoteForm } from './note-form';
import { ReplyForm } from './reply-form';

const tabClass =
  'inline-flex items-center gap-1.5 rounded-md px-2.5 py-1 text-sm font-medium text-slate-500 hover:text-slate-800 ' +
  'focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=active]:bg-slate-100 data-[state=active]:text-slate-900';

/** Reply | Note under the thread. Both stay mounted, so switching never loses what was typed. */
export function ReplyBox({ conversation }: { conversation: Conversation }) {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  const [mode, setMode] = useState<'reply' | 'note'>('reply');
  return (
    <Tabs.Root
      value={mode}
      onValueChange={(value) => setMode(value as 'reply' | 'note')}
      className={cn(
        'shrink-0 border-t px-5 pt-2.5 pb-4 transition-colors',
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
        <ReplyForm conversation={conversation} agentId={session.agent.id} onRestored={() => setMode('reply')} />
      </Tabs.Content>
      <Tabs.Content value="note" forceMount className="focus-visible:outline-none data-[state=inactive]:hidden">
        <NoteForm conversationId={conversation.id} agentId={session.agent.id} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
