import { createFileRoute, redirect } from '@tanstack/react-router';

// No landing page of its own: the inbox is home.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/inbox', replace: true });
  },
});
