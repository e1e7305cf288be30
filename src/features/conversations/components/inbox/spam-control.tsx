import { ShieldAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '../../../../components/ui/popover';
import { ToolButton } from './tool-button';

/**
 * Spam: one click for agents who cannot block; with `contact.block`, a confirmation that offers to
 * block the senders too.
 */
export function SpamControl({ canBlock, onSpam }: { canBlock: boolean; onSpam: (block: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const [block, setBlock] = useState(false);
  const checkboxId = useId();
  const trigger = (
    <ToolButton onClick={canBlock ? undefined : () => onSpam(false)}>
      <ShieldAlert aria-hidden="true" />
      Spam
    </ToolButton>
  );
  if (!canBlock) return trigger;

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setBlock(false);
      }}
    >
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent aria-label="Mark as spam" className="w-72">
        <p className="font-medium text-slate-900">Mark as spam</p>
        <p className="mt-1 text-xs text-slate-500">Spam leaves the inbox. Blocking also refuses future mail from the sender.</p>
        <div className="mt-3 flex items-center gap-2">
          <Checkbox id={checkboxId} checked={block} onCheckedChange={(checked) => setBlock(checked === true)} />
          <label htmlFor={checkboxId} className="text-sm text-slate-800">
            Block sender
          </label>
        </div>
        <div className="mt-4 flex justify-end gap-2">
          <PopoverClose asChild>
            <Button size="sm">Cancel</Button>
          </PopoverClose>
          <Button
            size="sm"
            variant="danger"
            onClick={() => {
              setOpen(false);
              onSpam(block);
            }}
          >
            Mark as spam
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
