import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

// A side drawer: a Radix modal dialog (focus trapped and restored, Escape and outside clicks ask to close
// through onOpenChange, so the caller can confirm first) sliding in from the right.
export function Sheet({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  onOpenAutoFocus,
  onEscapeKeyDown,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
  onOpenAutoFocus?: (event: Event) => void;
  /** preventDefault() keeps the sheet open (an Escape that a field inside handles itself). */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/30 transition-opacity duration-200 starting:opacity-0" />
        <RadixDialog.Content
          onOpenAutoFocus={onOpenAutoFocus}
          onEscapeKeyDown={onEscapeKeyDown}
          className={cn(
            'fixed inset-y-0 right-0 z-50 flex w-[min(100vw,40rem)] flex-col border-l border-slate-200 bg-white shadow-2xl focus:outline-none',
            // @starting-style: slides in when mounted, no keyframes needed.
            'transition-transform duration-200 ease-out starting:translate-x-full',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="flex h-14 shrink-0 items-center gap-3 border-b border-slate-200 px-5">
            <RadixDialog.Title className="text-base font-semibold text-slate-900">{title}</RadixDialog.Title>
            {description && <RadixDialog.Description className="sr-only">{description}</RadixDialog.Description>}
            <RadixDialog.Close
              aria-label="Close"
              className="ml-auto rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <X aria-hidden="true" className="size-4" />
            </RadixDialog.Close>
          </header>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
