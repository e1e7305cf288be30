import { Link } from '@tanstack/react-router';
import type { ContactDetail } from '#contract/contacts';
import type { Conversation } from '#contract/conversations';
import { useNow } from '../conversation/use-now';
import { formatFullDate, formatRelativeShort } from '../inbox/relative-time';
import { StatusBadge } from '../inbox/status-badge';

/** The time a conversation is known by in a list: its last message, else its start. */
const timeOf = (c: Conversation) => c.last_message_at ?? c.created;

/**
 * The customer's other conversations, as the server orders them (open ones first, each by its last message),
 * the current one left out. Past what the server sends, a link to a search of all of them.
 */
export function CustomerConversations({ contact, currentId }: { contact: ContactDetail; currentId: number }) {
  const now = new Date(useNow());
  const others = contact.conversations.filter((c) => c.id !== currentId);
  // Every conversation of the contact but the current one, whether or not it came with the contact.
  const more = Math.max(0, contact.conversation_count - 1 - others.length);
  const name = contact.name.trim() || contact.email || 'this customer';

  return (
    <section aria-labelledby="customer-conversations-heading">
      <h3 id="customer-conversations-heading" className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        Other conversations
      </h3>
      {others.length === 0 && more === 0 ? (
        <p className="mt-2 text-sm text-slate-500">No other conversations.</p>
      ) : (
        <ul aria-label={`Other conversations with ${name}`} className="-mx-2 mt-1.5 space-y-0.5">
          {others.map((c) => {
            const at = new Date(timeOf(c));
            return (
              <li key={c.id}>
                <Link
                  to="/inbox/$conversationId"
                  params={{ conversationId: String(c.id) }}
                  className="block rounded-md px-2 py-1.5 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <span className="block truncate text-sm font-medium text-slate-800">{c.subject || '(no subject)'}</span>
                  <span className="mt-0.5 flex items-center gap-2">
                    <StatusBadge status={c.status} snoozeUntil={c.snooze_until} />
                    <time dateTime={timeOf(c)} title={formatFullDate(at)} className="ml-auto shrink-0 text-xs text-slate-500 tabular-nums">
                      {formatRelativeShort(at, now)}
                    </time>
                  </span>
                </Link>
              </li>
            );
          })}
          {more > 0 && !contact.email && <li className="px-2 py-1.5 text-sm text-slate-500">{more} more</li>}
          {more > 0 && contact.email && (
            <li>
              <Link
                to="/inbox"
                search={{ q: `${contact.email} status:all`, order: undefined }}
                className="block rounded-md px-2 py-1.5 text-sm font-medium text-indigo-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {more} more
                <span className="sr-only">
                  {' '}
                  {more === 1 ? 'conversation' : 'conversations'} with {name}
                </span>
              </Link>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
