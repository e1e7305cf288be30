import { useBlocker } from '@tanstack/react-router';
import { useRef } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/**
 * Leaving a snippet with unsaved changes asks first: another snippet, another page, the browser's back button
 * (and a reload or closing the tab, through the browser's own prompt). `allowNext()` lets one navigation
 * through (after a save, to the saved snippet's address).
 */
export function useUnsavedWarning(dirty: boolean, snippetParam: number | 'new' | undefined) {
  const allowed = useRef(false);
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => {
      if (allowed.current) {
        allowed.current = false;
        return false;
      }
      if (!dirty) return false;
      const nextSnippet = (next.search as { snippet?: unknown }).snippet;
      // Searching and choosing a category keep the editor as it is.
      return next.pathname !== current.pathname || nextSnippet !== snippetParam;
    },
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });
  const dialog = (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title="Discard unsaved changes?"
      description="The changes to this snippet are not saved yet."
      confirmLabel="Discard changes"
      cancelLabel="Keep editing"
      destructive
      onConfirm={() => blocker.proceed?.()}
    />
  );
  return {
    dialog,
    allowNext: () => {
      allowed.current = true;
    },
  };
}
