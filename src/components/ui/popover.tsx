import { Popover as RadixPopover } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

// A non-modal panel anchored to its trigger (role="dialog"); Escape and an outside click close it.
export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;
export const PopoverAnchor = RadixPopover.Anchor;
export const PopoverClose = RadixPopover.Close;

export function PopoverContent({ className, align = 'start', sideOffset = 6, ...props }: ComponentProps<typeof RadixPopover.Content>) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        align={align}
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cn(
          'z-50 w-72 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800 shadow-lg shadow-slate-900/10 outline-none',
          className,
        )}
        {...props}
      />
    </RadixPopover.Portal>
  );
}
