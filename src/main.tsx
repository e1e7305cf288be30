import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { ToastProvider } from './components/ui/toast';
import { conversationKeys } from './features/conversations/api/conversation-keys';
import { setLateCheckFailureHandler } from './lib/lazy-schema';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
import './index.css';

// The sidebar's view counts follow every change the agent makes (status, assignee, tags, replies ...).
const queryClient = createQueryClient({ refreshAfterMutations: [conversationKeys.counts()] });
const router = createAppRouter(queryClient);

// An answer the first screen used before its schema was loaded does not match the contract: say so, and read
// everything again, now checked at once, so that it fails where it shows (as it would have from the start).
setLateCheckFailureHandler(({ path, message }) => {
  console.error(`The answer of ${path} does not match the API contract: ${message}`);
  void queryClient.invalidateQueries();
});

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  </StrictMode>,
);
