import { StickyNote } from 'lucide-react';
import { useId } from 'react';
import type { Note } from '#contract/conversations';
import { RelativeTime } from './relative-time';

/** An internal note: amber, marked "Internal note", never sent to the customer. */
export function NoteItem({ note, now }: { note: Note; now: number }) {
  const id = useId();
  // Teammates are deactivated, never deleted: a note without an agent is one a rule wrote.
  const author = note.agent?.name ?? 'A rule';
  return (
    <article
      aria-labelledby={`${id}-label ${id}-from ${id}-time`}
      className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 shadow-xs"
    >
      <header className="flex items-center gap-2 text-xs">
        <StickyNote aria-hidden="true" className="size-3.5 text-amber-600" />
        <span id={`${id}-label`} className="font-semibold tracking-wide text-amber-800 uppercase">
          Internal note
        </span>
        <span aria-hidden="true" className="text-amber-400">
          ·
        </span>
        <span id={`${id}-from`} className="font-medium text-amber-900">
          {author}
        </span>
        <RelativeTime id={`${id}-time`} iso={note.created} now={now} className="ml-auto text-amber-700" />
      </header>
      <p className="mt-1.5 text-sm leading-relaxed break-words whitespace-pre-wrap text-amber-950">{note.body}</p>
    </article>
  );
}
