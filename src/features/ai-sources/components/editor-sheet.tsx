import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Sheet } from '../../../components/ui/sheet';

/**
 * The drawer of a source's editor. Closing it (Escape, the close button, a click outside, Cancel) with unsaved
 * changes asks first: a long answer is not lost to a stray key.
 */
export function EditorSheet({
  title,
  description,
  dirty,
  onClose,
  children,
}: {
  title: string;
  description?: string;
  dirty: boolean;
  onClose: () => void;
  /** The content, given the way to close that asks first. */
  children: (requestClose: () => void) => ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  const requestClose = () => (dirty ? setConfirming(true) : onClose());
  return (
    <>
      <Sheet open onOpenChange={(open) => !open && requestClose()} title={title} description={description}>
        {children(requestClose)}
      </Sheet>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Discard your changes?"
        description="What you typed in this editor has not been saved."
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        destructive
        onConfirm={onClose}
      />
    </>
  );
}

/** The editor's buttons, below its scrolling fields. */
export function EditorFooter({ onCancel, saving, saveLabel }: { onCancel: () => void; saving: boolean; saveLabel: string }) {
  return (
    <footer className="flex shrink-0 justify-end gap-2 border-t border-slate-200 px-5 py-3">
      <Button onClick={onCancel}>Cancel</Button>
      <Button type="submit" variant="primary" disabled={saving}>
        {saving ? 'Saving…' : saveLabel}
      </Button>
    </footer>
  );
}
