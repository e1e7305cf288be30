import { createFileRoute } from '@tanstack/react-router';
import { MailOpen } from 'lucide-react';
import { Kbd } from '../components/ui/kbd';

// The right pane while no conversation is open.
export const Route = createFileRoute('/_app/inbox/')({
  component: InboxEmptyPane,
});

function InboxEmptyPane() {
  return (
    <section aria-labelledby="inbox-empty-heading" className="flex flex-1 items-center justify-center bg-slate-50 p-8">
      <div className="max-w-sm text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-white text-slate-400 shadow-sm ring-1 ring-slate-200">
          <MailOpen aria-hidden="true" className="size-5" />
        </div>
        <h2 id="inbox-empty-heading" className="mt-4 text-base font-semibold text-slate-900">
          Select a conversation
        </h2>
        <p className="mt-1 text-sm text-slate-500">Pick one from the list to read it and reply.</p>
        <ul aria-label="Keyboard hints" className="mt-6 flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-xs text-slate-500">
          <li className="flex items-center gap-1">
            <Kbd>j</Kbd>
            <Kbd>k</Kbd>
            <span className="ml-0.5">move</span>
          </li>
          <li className="flex items-center gap-1">
            <Kbd>Enter</Kbd>
            <span className="ml-0.5">open</span>
          </li>
          <li className="flex items-center gap-1">
            <Kbd>x</Kbd>
            <span className="ml-0.5">select</span>
          </li>
          <li className="flex items-center gap-1">
            <Kbd>?</Kbd>
            <span className="ml-0.5">all shortcuts</span>
          </li>
        </ul>
      </div>
    </section>
  );
}
