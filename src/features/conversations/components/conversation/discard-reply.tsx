import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';

/**
 * Beside Send while the reply box holds something: throws the reply away (its kept draft too, so teammates no
 * longer see the agent replying), after asking.
 */
export function DiscardReply({ onDiscard }: { onDiscard: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" className="ml-auto text-slate-500" aria-label="Discard reply" title="Discard reply" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Discard this reply?"
        description="What you wrote will be lost."
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        destructive
        onConfirm={onDiscard}
      />
    </>
  );
}
