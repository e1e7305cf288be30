import type { TimelineEntry } from '#contract/conversations';
import { useAgents } from '../../../agents/api/get-agents';
import { describeEvent } from './describe-event';
import { EventLine } from './event-line';
import { shortDateTime } from './format-time';
import { MessageItem } from './message-item';
import { NoteItem } from './note-item';
import { useNow } from './use-now';

/** How many of the latest messages start open; older ones are one-line summaries (a click opens them). */
const OPEN_LATEST = 3;

/** Messages, notes and events in time order (those `visibleEntries` keeps): a list whose messages and notes are articles. */
export function Thread({ entries, contactName }: { entries: TimelineEntry[]; contactName: string }) {
  const now = useNow();
  const messageIds = entries.flatMap((e) => (e.type === 'message' ? [e.message.id] : []));
  // With one more than OPEN_LATEST, a summary would save nothing: all open.
  const open = new Set(messageIds.length > OPEN_LATEST + 1 ? messageIds.slice(-OPEN_LATEST) : messageIds);
  const agents = useAgents().data;
  const ctx = {
    contactName,
    formatTime: (iso: string) => shortDateTime(iso),
    agentName: (id: number) => agents?.find((a) => a.id === id)?.name,
  };

  if (entries.length === 0) {
    return <p className="py-16 text-center text-sm text-slate-500">No messages in this conversation yet.</p>;
  }
  return (
    <ol aria-label="Conversation history" className="mx-auto flex w-full max-w-4xl flex-col gap-3 px-6 py-6">
      {entries.map((entry) => {
        switch (entry.type) {
          case 'message':
            return (
              // Addressable (the collision guard's "Review" scrolls to and focuses what arrived).
              <li key={`m${entry.message.id}`} data-message-id={entry.message.id} tabIndex={-1} className="scroll-mt-4 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500">
                <MessageItem
                  message={entry.message}
                  now={now}
                  defaultExpanded={open.has(entry.message.id) || entry.message.status === 'scheduled'}
                />
              </li>
            );
          case 'note':
            return (
              <li key={`n${entry.note.id}`}>
                <NoteItem note={entry.note} now={now} />
              </li>
            );
          case 'event': {
            const sentence = describeEvent(entry.event, ctx);
            return sentence ? (
              <li key={`e${entry.event.id}`} className="py-0.5">
                <EventLine event={entry.event} sentence={sentence} now={now} />
              </li>
            ) : null;
          }
        }
      })}
    </ol>
  );
}
