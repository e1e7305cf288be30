import { Dialog } from '../../../../components/ui/dialog';
import { SnoozeOptions } from './snooze-options';

/**
 * `s` on one conversation (the open one, or the cursor row): the snooze choices in a dialog named after
 * it, so nothing has to be selected to reach the bulk toolbar's menu.
 */
export function SnoozeDialog({
  subject,
  onCancel,
  onSnooze,
}: {
  /** The conversation's subject; null while closed. */
  subject: string | null;
  onCancel: () => void;
  onSnooze: (until: string) => void;
}) {
  return (
    <Dialog
      open={subject !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="Snooze"
      description={`Until when should “${subject || '(no subject)'}” wait?`}
      className="w-[min(92vw,20rem)]"
    >
      <div className="-mx-2 -mb-2">
        <SnoozeOptions onChoose={onSnooze} />
      </div>
    </Dialog>
  );
}
