import { Sheet } from '../../../../components/ui/sheet';
import { CustomerPanel } from './customer-panel';

/** Below 90rem (1440 px) there is no room beside the thread: the customer panel opens as a drawer ("Customer details"). */
export function CustomerSheet({
  open,
  onOpenChange,
  contactId,
  conversationId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contactId: number;
  conversationId: number;
}) {
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Customer details"
      className="w-[min(100vw,24rem)]"
      // Escape in the name field cancels the edit, and leaves the drawer open.
      onEscapeKeyDown={(event) => {
        if (event.target instanceof HTMLInputElement) event.preventDefault();
      }}
    >
      <CustomerPanel contactId={contactId} conversationId={conversationId} landmark={false} />
    </Sheet>
  );
}
