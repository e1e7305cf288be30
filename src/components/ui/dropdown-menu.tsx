import { Check } from 'lucide-react';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

// A menu (role="menu") on a trigger button: arrow keys, typeahead and Escape come from Radix.
export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;
export const DropdownMenuRadioGroup = RadixMenu.RadioGroup;

export function DropdownMenuContent({ className, align = 'start', sideOffset = 6, ...props }: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        align={align}
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cn(
          'z-50 max-h-[min(24rem,var(--radix-dropdown-menu-content-available-height))] min-w-48 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 text-sm text-slate-800 shadow-lg shadow-slate-900/10 outline-none',
          className,
        )}
        {...props}
      />
    </RadixMenu.Portal>
  );
}

const itemClass =
  'relative flex cursor-default items-center gap-2 rounded-md px-2 py-1.5 outline-none select-none data-[disabled]:text-slate-400 data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof RadixMenu.Item>) {
  return <RadixMenu.Item className={cn(itemClass, className)} {...props} />;
}

export function DropdownMenuRadioItem({ className, children, ...props }: ComponentProps<typeof RadixMenu.RadioItem>) {
  return (
    <RadixMenu.RadioItem className={cn(itemClass, 'pl-7', className)} {...props}>
      <RadixMenu.ItemIndicator className="absolute left-2 inline-flex items-center">
        <Check aria-hidden="true" className="size-3.5 text-indigo-600" />
      </RadixMenu.ItemIndicator>
      {children}
    </RadixMenu.RadioItem>
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof RadixMenu.Label>) {
  return <RadixMenu.Label className={cn('px-2 pt-1.5 pb-1 text-xs font-medium text-slate-500', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof RadixMenu.Separator>) {
  return <RadixMenu.Separator className={cn('my-1 h-px bg-slate-200', className)} {...props} />;
}
