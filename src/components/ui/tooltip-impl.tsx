import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface TooltipProps {
  content: ReactNode;
  children: ReactElement;
  side?: 'top' | 'bottom' | 'right';
  /** For the bubble, e.g. to show it only at some widths (`xl:hidden`). */
  className?: string;
}

/** The Radix tooltip behind ./tooltip (loaded on demand). `defaultOpen`: the pointer or the focus is already on the trigger. */
export function TooltipImpl({ content, children, side = 'top', className, defaultOpen }: TooltipProps & { defaultOpen?: boolean }) {
  return (
    <RadixTooltip.Provider delayDuration={400}>
      <RadixTooltip.Root defaultOpen={defaultOpen}>
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
