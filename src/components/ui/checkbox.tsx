import { Check, Minus } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A checkbox (role="checkbox") with an indeterminate state: `checked={'indeterminate'}`. Label it. */
export function Checkbox({ className, ...props }: ComponentProps<typeof RadixCheckbox.Root>) {
  return (
    <RadixCheckbox.Root
      className={cn(
        'group inline-flex size-4 shrink-0 items-center justify-center rounded-[5px] border border-slate-300 bg-white text-white transition-colors',
        'hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        'data-[state=checked]:border-indigo-600 data-[state=checked]:bg-indigo-600',
        'data-[state=indeterminate]:border-indigo-600 data-[state=indeterminate]:bg-indigo-600',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <RadixCheckbox.Indicator className="flex items-center justify-center">
        <Check aria-hidden="true" strokeWidth={3} className="size-3 group-data-[state=indeterminate]:hidden" />
        <Minus aria-hidden="true" strokeWidth={3} className="hidden size-3 group-data-[state=indeterminate]:block" />
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  );
}
