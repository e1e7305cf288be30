import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** What the compose drawer opens with (e.g. a contact's address when composing from a conversation). */
export interface ComposeDraft {
  to?: string;
  subject?: string;
}

interface ComposeState {
  isOpen: boolean;
  draft: ComposeDraft;
  open: (draft?: ComposeDraft) => void;
  close: () => void;
}

const ComposeContext = createContext<ComposeState | null>(null);

// The compose drawer opens from anywhere (the `c` shortcut, buttons): its open state lives above every page.
export function ComposeProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useState<ComposeDraft>({});
  const open = useCallback((next: ComposeDraft = {}) => {
    setDraft(next);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ isOpen, draft, open, close }), [isOpen, draft, open, close]);
  return <ComposeContext.Provider value={value}>{children}</ComposeContext.Provider>;
}

export function useCompose(): ComposeState {
  const state = useContext(ComposeContext);
  if (!state) throw new Error('useCompose needs a ComposeProvider');
  return state;
}
