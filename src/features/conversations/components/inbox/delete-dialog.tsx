import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';

/** Asks before deleting; names how many, since a deletion cannot be undone. */
export function DeleteDialog({ count, onCancel, onConfirm }: { count: number | null; onCancel: () => void; onConfirm: () => void }) {
  const n = count ?? 0;
  return (
    <Dialog
      open={count !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={`Delete ${n} ${n === 1 ? 'conversation' : 'conversations'}?`}
      description="This cannot be undone. Their messages, notes and attachments are deleted too."
    >
      <div className="flex justify-end gap-2">
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
