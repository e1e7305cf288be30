import { createFileRoute, notFound } from '@tanstack/react-router';
import { contactQueryOptions } from '../features/contacts/api/get-contact';
import { conversationQueryOptions } from '../features/conversations/api/get-conversation';
import { timelineQueryOptions } from '../features/conversations/api/get-timeline';
import {
  ConversationError,
  ConversationNotFound,
  ConversationSkeleton,
} from '../features/conversations/components/conversation/conversation-states';
import { ConversationView } from '../features/conversations/components/conversation/conversation-view';
import { isApiError } from '../lib/api-client';

// The conversation beside the inbox list (the inbox layout's <Outlet/>). The id stays a string in the URL
// and in links (`params={{ conversationId: String(id) }}`); anything but a positive integer is "not found".
export const Route = createFileRoute('/_app/inbox/$conversationId')({
  params: {
    parse: ({ conversationId }) => {
      if (!/^[1-9][0-9]{0,14}$/.test(conversationId)) throw notFound();
      return { conversationId };
    },
    stringify: ({ conversationId }) => ({ conversationId }),
  },
  loader: async ({ context: { queryClient }, params }) => {
    const id = Number(params.conversationId);
    try {
      const [conversation] = await Promise.all([
        queryClient.ensureQueryData(conversationQueryOptions(id)),
        queryClient.ensureQueryData(timelineQueryOptions(id)),
      ]);
      // The customer panel beside it: started now, not waited for (it shows its own loading state).
      void queryClient.prefetchQuery(contactQueryOptions(conversation.contact.id));
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
  },
  pendingComponent: ConversationSkeleton,
  pendingMs: 150,
  errorComponent: ConversationError,
  notFoundComponent: ConversationNotFound,
  component: ConversationRoute,
});

function ConversationRoute() {
  const id = Number(Route.useParams().conversationId);
  // A fresh view per conversation: its reply draft, expanded messages and scroll position are its own.
  return <ConversationView key={id} conversationId={id} />;
}
