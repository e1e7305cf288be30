import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/inbox/')({
  component: InboxPage,
});

function InboxPage() {
  return (
    <section aria-labelledby="inbox-heading" className="p-6">
      <h1 id="inbox-heading" className="text-2xl font-semibold">
        Inbox
      </h1>
      <p className="mt-2 text-sm text-slate-600">Conversations will appear here.</p>
    </section>
  );
}
