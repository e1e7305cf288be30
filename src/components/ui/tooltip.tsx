import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A hint on hover and keyboard focus. The trigger still needs its own accessible name (aria-label). */
export function Tooltip({
  content,
  children,
  side = 'top',
  className,
}: {
  content: ReactNode;
  children: ReactElement;
  side?: 'top' | 'bottom' | 'right';
  /** For the bubble, e.g. to show it only at some widths (`xl:hidden`). */
  className?: string;
}) {
  return (
    <RadixTooltip.Provider delayDuration={400}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={6}
            className={cn('z-[70] rounded-md bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow-lg', className)}
          >
            {content}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
