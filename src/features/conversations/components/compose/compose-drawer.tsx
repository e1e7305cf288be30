import { lazy, Suspense } from 'react';
import { useCompose } from '../../compose-state';
import { PendingSendToasts } from './pending-send-toasts';

const ComposeSheet = lazy(() => import('./compose-sheet').then((m) => ({ default: m.ComposeSheet })));

/**
 * Mounted once in the app shell: the compose drawer (opened from anywhere through useCompose()) and the
 * "Sending in 7s · Undo" toasts of replies and new messages, which must outlive the form that sent them.
 */
export function ComposeDrawer() {
  const { isOpen } = useCompose();
  return (
    <>
      {isOpen && (
        <Suspense fallback={null}>
          <ComposeSheet />
        </Suspense>
      )}
      <PendingSendToasts />
    </>
  );
}
