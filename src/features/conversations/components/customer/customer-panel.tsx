import { AlertTriangle } from 'lucide-react';
import type { ContactDetail } from '#contract/contacts';
import { Button } from '../../../../components/ui/button';
import { useContact } from '../../../contacts/api/get-contact';
import { Avatar } from '../conversation/avatar';
import { CustomerConversations } from './customer-conversations';
import { CustomerName } from './customer-name';

const firstWroteFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const fullFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });

/** "First wrote Oct 3, 2026", the full date and time in the title. */
function FirstWrote({ at }: { at: string | null }) {
  if (!at) return <p className="text-sm text-slate-500">Has not written to you yet</p>;
  const date = new Date(at);
  return (
    <p className="text-sm text-slate-600">
      First wrote{' '}
      <time dateTime={at} title={fullFormat.format(date)} className="font-medium text-slate-800">
        {firstWroteFormat.format(date)}
      </time>
    </p>
  );
}

function CustomerDetails({ contact, conversationId }: { contact: ContactDetail; conversationId: number }) {
  const total = contact.conversation_count;
  return (
    <div className="space-y-5">
      <div className="flex items-start gap-3">
        <Avatar name={contact.name || contact.email || '?'} />
        <div className="min-w-0 flex-1 space-y-0.5">
          <CustomerName contactId={contact.id} name={contact.name} email={contact.email} />
          {contact.email && (
            <p className="text-sm break-all text-slate-600">{contact.email}</p>
          )}
        </div>
      </div>
      <div className="space-y-0.5">
        <FirstWrote at={contact.first_message_at} />
        <p className="text-sm text-slate-600">
          {total} {total === 1 ? 'conversation' : 'conversations'}
        </p>
      </div>
      <CustomerConversations contact={contact} currentId={conversationId} />
    </div>
  );
}

function CustomerSkeleton() {
  return (
    <div role="status" aria-label="Loading customer" className="space-y-4">
      <div className="flex items-center gap-3">
        <div className="size-8 animate-pulse rounded-full bg-slate-200" />
        <div className="h-4 w-32 animate-pulse rounded bg-slate-200" />
      </div>
      <div className="h-3 w-40 animate-pulse rounded bg-slate-100" />
      <div className="space-y-2 pt-2">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-9 animate-pulse rounded bg-slate-100" />
        ))}
      </div>
    </div>
  );
}

/**
 * Who the customer is, beside the conversation: name (editable), address, when they first wrote, their other
 * conversations. `landmark` makes it the page's "Customer" complementary landmark (beside the thread); in the
 * small screens' drawer the dialog names it instead.
 */
export function CustomerPanel({ contactId, conversationId, landmark }: { contactId: number; conversationId: number; landmark: boolean }) {
  const contact = useContact(contactId);
  const Root = landmark ? 'aside' : 'div';

  let body;
  if (contact.isPending) body = <CustomerSkeleton />;
  else if (contact.isError)
    body = (
      <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
        <p className="flex items-start gap-1.5">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>Could not load the customer: {contact.error.message}</span>
        </p>
        <Button size="sm" className="mt-2" onClick={() => void contact.refetch()}>
          Try again
        </Button>
      </div>
    );
  else body = <CustomerDetails contact={contact.data} conversationId={conversationId} />;

  return (
    <Root {...(landmark ? { 'aria-label': 'Customer' } : {})} className="min-h-0 overflow-y-auto p-5">
      {body}
    </Root>
  );
}
