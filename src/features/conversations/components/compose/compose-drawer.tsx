import { lazy, Suspense } from 'react';
import { lazyModule } from '../../../../lib/lazy-module';
import { useCompose } from '../../compose-state';

/** The drawer and its editor: loaded when the drawer first opens, on intent (hovering Compose), or when idle. */
export const composeSheetModule = lazyModule(() => import('./compose-sheet'));
const ComposeSheet = lazy(() => composeSheetModule.load().then((m) => ({ default: m.ComposeSheet })));

/**
 * Mounted once in the app shell: the compose drawer (opened from anywhere through useCompose()). The
 * "Sending in 7s · Undo" toasts of replies and new messages are the root route's (routes/__root.tsx).
 */
export function ComposeDrawer() {
  const { isOpen } = useCompose();
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ComposeSheet />
    </Suspense>
  );
}
